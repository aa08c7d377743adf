import type { Field } from 'payload'

import { withSiteSettings } from '@/lib/payload/withSiteSettings'

import { ANIMATION_SPEEDS, LIGHTBOX_DEFAULTS as D } from './options'

const checkbox = (name: string, label: string, defaultValue: boolean): Field => ({
  name,
  type: 'checkbox',
  label,
  defaultValue,
})

/** The lightbox's settings in „Website-Einstellungen → Gestaltung“, with the spec's defaults. */
export const withLightboxSettings = withSiteSettings('Gestaltung', [
  {
    name: 'lightbox',
    type: 'group',
    label: 'Lightbox (Bilder und Videos groß ansehen)',
    admin: { hideGutter: true },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'skin',
            type: 'select',
            label: 'Erscheinungsbild',
            defaultValue: D.skin,
            options: [
              { label: 'Hell (metro-white)', value: 'metro-white' },
              { label: 'Dunkel (metro-black)', value: 'metro-black' },
            ],
          },
          {
            name: 'overlayOpacity',
            type: 'number',
            label: 'Deckkraft des Hintergrunds (0–1)',
            defaultValue: D.overlayOpacity,
            min: 0.3,
            max: 1,
            admin: { step: 0.05 },
          },
          {
            name: 'animationSpeed',
            type: 'select',
            label: 'Geschwindigkeit der Übergänge',
            defaultValue: D.animationSpeed,
            options: [
              { label: `Schnell (${ANIMATION_SPEEDS.fast} ms)`, value: 'fast' },
              { label: `Normal (${ANIMATION_SPEEDS.normal} ms)`, value: 'normal' },
              { label: `Langsam (${ANIMATION_SPEEDS.slow} ms)`, value: 'slow' },
            ],
          },
        ],
      },
      {
        type: 'row',
        fields: [
          checkbox('slideshowAutoplay', 'Diashow startet von selbst', D.slideshowAutoplay),
          {
            name: 'slideshowSpeed',
            type: 'number',
            label: 'Diashow: Anzeigedauer je Bild (ms)',
            defaultValue: D.slideshowSpeed,
            min: 1000,
            max: 60_000,
          },
        ],
      },
      {
        type: 'row',
        fields: [
          checkbox('showTitle', 'Titel zeigen', D.showTitle),
          checkbox('showDescription', 'Beschreibung zeigen', D.showDescription),
          checkbox('arrows', 'Pfeile zeigen', D.arrows),
          checkbox('thumbnails', 'Vorschaubilder zeigen', D.thumbnails),
          {
            name: 'path',
            type: 'select',
            label: 'Vorschaubilder',
            defaultValue: D.path,
            options: [
              { label: 'Seitlich, untereinander (auch ↑ ↓ blättern)', value: 'vertical' },
              { label: 'Unten, nebeneinander', value: 'horizontal' },
            ],
            admin: { condition: (_, siblings) => siblings?.thumbnails !== false },
          },
        ],
      },
      {
        type: 'row',
        fields: [
          checkbox('social', 'Teilen-Links zeigen', D.social),
          checkbox('deeplinking', 'Direktlinks (#galerie/3)', D.deeplinking),
          checkbox('postImages', 'Bilder im Seitentext öffnen', D.postImages),
        ],
      },
      {
        type: 'collapsible',
        label: 'Für Fortgeschrittene',
        admin: { initCollapsed: true },
        fields: [
          {
            type: 'row',
            fields: [
              {
                name: 'minScale',
                type: 'number',
                label: 'Kleinster Zoom',
                defaultValue: D.minScale,
                min: 0.01,
                max: 1,
              },
              {
                name: 'maxScale',
                type: 'number',
                label: 'Größter Zoom',
                defaultValue: D.maxScale,
                min: 0.1,
                max: 4,
              },
              {
                name: 'offset',
                type: 'number',
                label: 'Abstand der Pfeile (px)',
                defaultValue: D.offset,
                min: 0,
                max: 200,
              },
            ],
          },
          {
            type: 'row',
            fields: [
              {
                name: 'videoWidth',
                type: 'number',
                label: 'Videobreite (px)',
                defaultValue: D.videoWidth,
                min: 320,
                max: 3840,
              },
              {
                name: 'videoHeight',
                type: 'number',
                label: 'Videohöhe (px)',
                defaultValue: D.videoHeight,
                min: 180,
                max: 2160,
              },
              {
                name: 'mobileMaxWidth',
                type: 'number',
                label: 'Handy-Ansicht bis (px Breite)',
                defaultValue: D.mobileMaxWidth,
                min: 320,
                max: 1600,
              },
            ],
          },
          {
            name: 'imageError',
            type: 'text',
            label: 'Hinweis, wenn ein Bild nicht lädt',
            defaultValue: D.imageError,
            maxLength: 200,
            admin: {
              description:
                'Erscheint in der Lightbox an Stelle eines Bildes, das nicht geladen werden konnte.',
            },
          },
        ],
      },
    ],
  },
])
