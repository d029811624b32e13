/** What the header shows of the signed-in user. */
export interface PanelUser {
  name?: string | null;
  email?: string | null;
  profilePicture?: string | null;
}
