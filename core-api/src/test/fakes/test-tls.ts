// TEST ONLY. A self-signed certificate and its private key for our HTTPS fakes on 127.0.0.1 (the Microsoft Graph
// fake: Graph's client attaches the bearer token only to https:// hosts, and MSAL refuses an http:// authority).
// The key is public on purpose — it is in the repository — so nothing but a test may ever trust this certificate:
// tests pass it as the `ca` of their own requests (`trustingFetch` in ./https-fetch.ts), never to Node's global
// trust store. Committed rather than generated so a fresh machine needs no openssl at test time; valid 2000–2100
// for IP 127.0.0.1 and DNS localhost (CA:TRUE, so it is its own trust anchor). Made with:
//   openssl req -new -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -keyout key.pem \
//     -subj "/CN=SiteBase test fake 127.0.0.1 (test only)" -out req.csr
//   openssl ca -selfsign -keyfile key.pem -in req.csr -startdate 20000101000000Z -enddate 21000101000000Z \
//     (extensions: subjectAltName=IP:127.0.0.1,DNS:localhost; basicConstraints=critical,CA:TRUE;
//      keyUsage=critical,digitalSignature,keyCertSign; extendedKeyUsage=serverAuth)
export const TEST_TLS_CERT = `-----BEGIN CERTIFICATE-----
MIIByzCCAXCgAwIBAgIBATAKBggqhkjOPQQDAjAzMTEwLwYDVQQDDChTaXRlQmFz
ZSB0ZXN0IGZha2UgMTI3LjAuMC4xICh0ZXN0IG9ubHkpMCAXDTAwMDEwMTAwMDAw
MFoYDzIxMDAwMTAxMDAwMDAwWjAzMTEwLwYDVQQDDChTaXRlQmFzZSB0ZXN0IGZh
a2UgMTI3LjAuMC4xICh0ZXN0IG9ubHkpMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcD
QgAEa6Ql3akvZccm/NBV2wBXndrKqhRv8SCtTQjGuYn+afMGbQk6/fgD5IacGhaC
pXE4OJMduUYyVtnRDO8fm8eKs6NzMHEwGgYDVR0RBBMwEYcEfwAAAYIJbG9jYWxo
b3N0MA8GA1UdEwEB/wQFMAMBAf8wDgYDVR0PAQH/BAQDAgKEMBMGA1UdJQQMMAoG
CCsGAQUFBwMBMB0GA1UdDgQWBBStDkR335KAjs12xjgZCu1SP1dhyzAKBggqhkjO
PQQDAgNJADBGAiEAyqdYbZX3EEfMGcX/QxZBUIkHjlRWjKIzDiqMe5eDVvYCIQD0
CODIvtQhw9wsIIKGbhHAYMxt/yO84XrcMK9OOakM0A==
-----END CERTIFICATE-----
`;

export const TEST_TLS_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgSvwzytjlpJrvB+cb
6+lkMSTFCPhLxUTVulri4nWBloGhRANCAARrpCXdqS9lxyb80FXbAFed2sqqFG/x
IK1NCMa5if5p8wZtCTr9+APkhpwaFoKlcTg4kx25RjJW2dEM7x+bx4qz
-----END PRIVATE KEY-----
`;
