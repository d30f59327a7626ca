/** What the pages say about the site itself; configured on the server (README: Configuration). */
export interface SiteInfo {
  name: string;
  ownerName: string;
  companyName: string | null;
  donationUrl: string | null;
  origin: string;
}
