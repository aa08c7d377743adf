export type E2EServerName = 'sqlite' | 'postgres' | 'visual' | 'settings' | 'hours' | 'owner'
export declare const E2E_SERVERS: Record<
  E2EServerName,
  { kind: 'sqlite' | 'postgres'; port: number }
>
export declare const e2eOrigin: (name: E2EServerName) => string
export declare const OWN_SERVER_PORTS: Record<
  'shutdown' | 'ownerWeek' | 'wordpressMoveIn' | 'onlinePayment',
  number
>
