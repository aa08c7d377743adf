import { DateLabel as DateLabel_bf2c146c97353a6cb544d29414f3d916 } from '@/lib/payload/admin/DateLabel.client'
import { BerlinDateCell as BerlinDateCell_b5ca7d249fb75b8bb813b20feaf76d95 } from '@/lib/payload/admin/BerlinDateCell.client'
import { BerlinDateField as BerlinDateField_3204467770eb3b11dc694078520660a5 } from '@/lib/payload/admin/BerlinDateField.client'
import { BerlinTimestamps as BerlinTimestamps_edee97097619c190454ad1a698fc835d } from '@/lib/payload/admin/BerlinTimestamps.client'
import { RowsNeverHang as RowsNeverHang_ad34d97ad0cff6183d45e957fe0a4b6b } from '@/lib/payload/admin/RowsNeverHang.client'
import { MenuLinksNotice as MenuLinksNotice_51e0bf87f94e0c28f8627b0217468aa9 } from '@/features/pages/admin/MenuLinksNotice'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { EuroCell as EuroCell_0175ac4b6ec2a8e9643d6b4387ed533f } from '@/lib/fields/EuroCell'
import { EuroPriceInput as EuroPriceInput_7d4ebcc3a669ed645e6b9fc1671b2952 } from '@/lib/fields/EuroPriceInput.client'
import { ContentRowLabel as ContentRowLabel_ecb56b0dac72b3190603f3bff7248d4b } from '@/lib/ui/admin/ContentRowLabel.client'
import { GalleryMultiUpload as GalleryMultiUpload_409309d91458451e4a107e71da36c9b8 } from '@/features/lightbox/admin/GalleryMultiUpload.client'
import { ConsentRatio as ConsentRatio_a76f6d6aef2e0ca6d620c1d1a2e4c238 } from '@/features/consent/ConsentRatio'
import { SubmissionAnswers as SubmissionAnswers_e8b6d9d25565b5555fab940946057bd1 } from '@/features/contact-forms/admin/SubmissionAnswers'
import { SubmissionReply as SubmissionReply_e05833c9b162ca4b9a9b9418274879a8 } from '@/features/contact-forms/admin/SubmissionReply'
import { CsvExportLink as CsvExportLink_aff805c51bd04b114959ccd5e075c152 } from '@/features/contact-forms/admin/CsvExportLink'
import { ReleaseButton as ReleaseButton_2559b9d3d44ada334530a5b3ab6e5b16 } from '@/features/spam-review/admin/ReleaseButton.client'
import { RefundPanel as RefundPanel_d780c14049dec7e6417f3803a14c59e7 } from '@/features/payments/admin/RefundPanel.client'
import { StockOverview as StockOverview_470d39023dd24e4d2c67e3522abca6fa } from '@/features/shop/admin/StockOverview'
import { OnlinePaymentLink as OnlinePaymentLink_ec4a5459225229ea30ef8b53a80a7379 } from '@/features/shop/admin/OnlinePaymentLink'
import { OrderDocuments as OrderDocuments_05f7244cabb64dd7a2927e2ad8760523 } from '@/features/shop/admin/OrderDocuments'
import { PlaceName as PlaceName_960042c26a8ea6dff6d6f8449174202d } from '@/features/shop/admin/PlaceName.client'
import { BooleanFact as BooleanFact_524db32d60e3c679dea951b4c28a7bba } from '@/lib/fields/BooleanFact.client'
import { VatLines as VatLines_0bc68b332886020bc17e2118e6c681d3 } from '@/features/shop/admin/VatLines.client'
import { OrdersExportLink as OrdersExportLink_24daa0b2a31d439d6f8e947577a334cb } from '@/features/shop/admin/OrdersExportLink'
import { OrderSaveButton as OrderSaveButton_64c27dd1dc64529328049725f08b61a6 } from '@/features/shop/admin/OrderSaveButton.client'
import { InvoicePdfLink as InvoicePdfLink_a93255e2841cac67463b82c6fe9e6013 } from '@/features/shop/admin/InvoicePdfLink'
import { InvoicesExportForm as InvoicesExportForm_df3e1f76ee45d2834b25c4ce7f15ac0e } from '@/features/shop/admin/InvoicesExportForm'
import { CustomerActions as CustomerActions_456c963662245a92a560a9088053a46e } from '@/features/accounts/admin/CustomerActions.client'
import { PrivacyDesk as PrivacyDesk_d779125bdeb3e5653f935cdf0909891d } from '@/features/accounts/admin/PrivacyDesk.client'
import { OutsideHours as OutsideHours_9591c07f85874e1b8a71c657acdba902 } from '@/features/booking/admin/OutsideHours.client'
import { FeedLink as FeedLink_9880aa060e5ce2b1843bc79e05f2226c } from '@/features/booking/admin/FeedLink.client'
import { AppointmentActions as AppointmentActions_c14daab27b17d7513824e09c22c083a0 } from '@/features/booking/admin/AppointmentActions.client'
import { AttendeePanel as AttendeePanel_3a984c994d69201dcfad5b965ea9b4f8 } from '@/features/events/admin/AttendeePanel.client'
import { LinkToDoc as LinkToDoc_aead06e4cbf6b2620c5c51c9ab283634 } from '@payloadcms/plugin-search/client'
import { ReindexButton as ReindexButton_aead06e4cbf6b2620c5c51c9ab283634 } from '@payloadcms/plugin-search/client'
import { SpecialDayLabel as SpecialDayLabel_19282ac230c55c356bfa2d13c6038f1c } from '@/features/opening-hours/admin/SpecialDayLabel.client'
import { MenuFit as MenuFit_4c23e2a5cb720e2f2a21fb5a06227de1 } from '@/features/navigation/admin/MenuFit.client'
import { LinkRowLabel as LinkRowLabel_c763ca07beac70a6904d4ebfbb7f225b } from '@/lib/ui/admin/LinkRowLabel.client'
import { PasswordInput as PasswordInput_53bf0809488e6714f24ae094337b10e4 } from '@/features/mail/admin/PasswordInput.client'
import { TestMail as TestMail_95a871ebb30383a145ffb85ba8556a33 } from '@/features/mail/admin/TestMail.client'
import { KeyState as KeyState_afa9ce7e935ac7bf99fdeb4c62c338f7 } from '@/features/payments/admin/KeyState'
import { BackupList as BackupList_b2bdb1ac51a5ed392248dabc74f96b92 } from '@/features/backups/admin/BackupList'
import { AdminIcon as AdminIcon_cd6c35f4e12e43b8a43f4bf80204564d } from '@/features/site-settings/admin/AdminBrand'
import { AdminLogo as AdminLogo_cd6c35f4e12e43b8a43f4bf80204564d } from '@/features/site-settings/admin/AdminBrand'
import { SideMenuOpen as SideMenuOpen_3c40b58218bf9edbe8d07eaa88b8055d } from '@/lib/payload/admin/SideMenuOpen.client'
import { MenuToggleLabel as MenuToggleLabel_20d29bca8f1374cc25e9b36f2a7150f0 } from '@/lib/payload/admin/MenuToggleLabel.client'
import { Overview as Overview_4c718e79722ed8226879b733c1433def } from '@/features/dashboard/Overview'
import { CalendarNavLink as CalendarNavLink_3fb13da9bafb36946b97157033b32c0f } from '@/features/booking/admin/CalendarNavLink'
import { CheckInNavLink as CheckInNavLink_5f5193f31c43dcc3b2b0a6cb3bfcd677 } from '@/features/events/admin/CheckInNavLink'
import { ImportNavLink as ImportNavLink_e8baef30889e5c7395c35404eb0bcefe } from '@/features/wordpress-import/admin/ImportNavLink'
import { EditorMarker as EditorMarker_88ab7b3273c8c777dc6a5b8e43b4b191 } from '@/features/admin-bar/EditorMarker.client'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { AdminMarkupMends as AdminMarkupMends_6354f725caa43ab2919ef723a2a371d9 } from '@/lib/payload/admin/AdminMarkupMends.client'
import { CalendarView as CalendarView_cc6ef202bcbd8570dd3d797460cc50b2 } from '@/features/booking/admin/CalendarView'
import { CheckInView as CheckInView_2a3590bf736fdc9caedbf1b535152ab6 } from '@/features/events/admin/CheckInView'
import { ImportView as ImportView_217de7fa485be1c36357be91e08e907a } from '@/features/wordpress-import/admin/ImportView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@/lib/payload/admin/DateLabel.client#DateLabel": DateLabel_bf2c146c97353a6cb544d29414f3d916,
  "@/lib/payload/admin/BerlinDateCell.client#BerlinDateCell": BerlinDateCell_b5ca7d249fb75b8bb813b20feaf76d95,
  "@/lib/payload/admin/BerlinDateField.client#BerlinDateField": BerlinDateField_3204467770eb3b11dc694078520660a5,
  "@/lib/payload/admin/BerlinTimestamps.client#BerlinTimestamps": BerlinTimestamps_edee97097619c190454ad1a698fc835d,
  "@/lib/payload/admin/RowsNeverHang.client#RowsNeverHang": RowsNeverHang_ad34d97ad0cff6183d45e957fe0a4b6b,
  "@/features/pages/admin/MenuLinksNotice#MenuLinksNotice": MenuLinksNotice_51e0bf87f94e0c28f8627b0217468aa9,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@/lib/fields/EuroCell#EuroCell": EuroCell_0175ac4b6ec2a8e9643d6b4387ed533f,
  "@/lib/fields/EuroPriceInput.client#EuroPriceInput": EuroPriceInput_7d4ebcc3a669ed645e6b9fc1671b2952,
  "@/lib/ui/admin/ContentRowLabel.client#ContentRowLabel": ContentRowLabel_ecb56b0dac72b3190603f3bff7248d4b,
  "@/features/lightbox/admin/GalleryMultiUpload.client#GalleryMultiUpload": GalleryMultiUpload_409309d91458451e4a107e71da36c9b8,
  "@/features/consent/ConsentRatio#ConsentRatio": ConsentRatio_a76f6d6aef2e0ca6d620c1d1a2e4c238,
  "@/features/contact-forms/admin/SubmissionAnswers#SubmissionAnswers": SubmissionAnswers_e8b6d9d25565b5555fab940946057bd1,
  "@/features/contact-forms/admin/SubmissionReply#SubmissionReply": SubmissionReply_e05833c9b162ca4b9a9b9418274879a8,
  "@/features/contact-forms/admin/CsvExportLink#CsvExportLink": CsvExportLink_aff805c51bd04b114959ccd5e075c152,
  "@/features/spam-review/admin/ReleaseButton.client#ReleaseButton": ReleaseButton_2559b9d3d44ada334530a5b3ab6e5b16,
  "@/features/payments/admin/RefundPanel.client#RefundPanel": RefundPanel_d780c14049dec7e6417f3803a14c59e7,
  "@/features/shop/admin/StockOverview#StockOverview": StockOverview_470d39023dd24e4d2c67e3522abca6fa,
  "@/features/shop/admin/OnlinePaymentLink#OnlinePaymentLink": OnlinePaymentLink_ec4a5459225229ea30ef8b53a80a7379,
  "@/features/shop/admin/OrderDocuments#OrderDocuments": OrderDocuments_05f7244cabb64dd7a2927e2ad8760523,
  "@/features/shop/admin/PlaceName.client#PlaceName": PlaceName_960042c26a8ea6dff6d6f8449174202d,
  "@/lib/fields/BooleanFact.client#BooleanFact": BooleanFact_524db32d60e3c679dea951b4c28a7bba,
  "@/features/shop/admin/VatLines.client#VatLines": VatLines_0bc68b332886020bc17e2118e6c681d3,
  "@/features/shop/admin/OrdersExportLink#OrdersExportLink": OrdersExportLink_24daa0b2a31d439d6f8e947577a334cb,
  "@/features/shop/admin/OrderSaveButton.client#OrderSaveButton": OrderSaveButton_64c27dd1dc64529328049725f08b61a6,
  "@/features/shop/admin/InvoicePdfLink#InvoicePdfLink": InvoicePdfLink_a93255e2841cac67463b82c6fe9e6013,
  "@/features/shop/admin/InvoicesExportForm#InvoicesExportForm": InvoicesExportForm_df3e1f76ee45d2834b25c4ce7f15ac0e,
  "@/features/accounts/admin/CustomerActions.client#CustomerActions": CustomerActions_456c963662245a92a560a9088053a46e,
  "@/features/accounts/admin/PrivacyDesk.client#PrivacyDesk": PrivacyDesk_d779125bdeb3e5653f935cdf0909891d,
  "@/features/booking/admin/OutsideHours.client#OutsideHours": OutsideHours_9591c07f85874e1b8a71c657acdba902,
  "@/features/booking/admin/FeedLink.client#FeedLink": FeedLink_9880aa060e5ce2b1843bc79e05f2226c,
  "@/features/booking/admin/AppointmentActions.client#AppointmentActions": AppointmentActions_c14daab27b17d7513824e09c22c083a0,
  "@/features/events/admin/AttendeePanel.client#AttendeePanel": AttendeePanel_3a984c994d69201dcfad5b965ea9b4f8,
  "@payloadcms/plugin-search/client#LinkToDoc": LinkToDoc_aead06e4cbf6b2620c5c51c9ab283634,
  "@payloadcms/plugin-search/client#ReindexButton": ReindexButton_aead06e4cbf6b2620c5c51c9ab283634,
  "@/features/opening-hours/admin/SpecialDayLabel.client#SpecialDayLabel": SpecialDayLabel_19282ac230c55c356bfa2d13c6038f1c,
  "@/features/navigation/admin/MenuFit.client#MenuFit": MenuFit_4c23e2a5cb720e2f2a21fb5a06227de1,
  "@/lib/ui/admin/LinkRowLabel.client#LinkRowLabel": LinkRowLabel_c763ca07beac70a6904d4ebfbb7f225b,
  "@/features/mail/admin/PasswordInput.client#PasswordInput": PasswordInput_53bf0809488e6714f24ae094337b10e4,
  "@/features/mail/admin/TestMail.client#TestMail": TestMail_95a871ebb30383a145ffb85ba8556a33,
  "@/features/payments/admin/KeyState#KeyState": KeyState_afa9ce7e935ac7bf99fdeb4c62c338f7,
  "@/features/backups/admin/BackupList#BackupList": BackupList_b2bdb1ac51a5ed392248dabc74f96b92,
  "@/features/site-settings/admin/AdminBrand#AdminIcon": AdminIcon_cd6c35f4e12e43b8a43f4bf80204564d,
  "@/features/site-settings/admin/AdminBrand#AdminLogo": AdminLogo_cd6c35f4e12e43b8a43f4bf80204564d,
  "@/lib/payload/admin/SideMenuOpen.client#SideMenuOpen": SideMenuOpen_3c40b58218bf9edbe8d07eaa88b8055d,
  "@/lib/payload/admin/MenuToggleLabel.client#MenuToggleLabel": MenuToggleLabel_20d29bca8f1374cc25e9b36f2a7150f0,
  "@/features/dashboard/Overview#Overview": Overview_4c718e79722ed8226879b733c1433def,
  "@/features/booking/admin/CalendarNavLink#CalendarNavLink": CalendarNavLink_3fb13da9bafb36946b97157033b32c0f,
  "@/features/events/admin/CheckInNavLink#CheckInNavLink": CheckInNavLink_5f5193f31c43dcc3b2b0a6cb3bfcd677,
  "@/features/wordpress-import/admin/ImportNavLink#ImportNavLink": ImportNavLink_e8baef30889e5c7395c35404eb0bcefe,
  "@/features/admin-bar/EditorMarker.client#EditorMarker": EditorMarker_88ab7b3273c8c777dc6a5b8e43b4b191,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@/lib/payload/admin/AdminMarkupMends.client#AdminMarkupMends": AdminMarkupMends_6354f725caa43ab2919ef723a2a371d9,
  "@/features/booking/admin/CalendarView#CalendarView": CalendarView_cc6ef202bcbd8570dd3d797460cc50b2,
  "@/features/events/admin/CheckInView#CheckInView": CheckInView_2a3590bf736fdc9caedbf1b535152ab6,
  "@/features/wordpress-import/admin/ImportView#ImportView": ImportView_217de7fa485be1c36357be91e08e907a,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
