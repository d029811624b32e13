import { isValidImageUrl } from '@marketplace/domain';
import { Avatar, type AvatarProps } from '@marketplace/ui';

export interface AgentPhotoProps extends Pick<AvatarProps, 'size' | 'alt' | 'className'> {
  /** The agent's `profileImageURL` as the server sent it. */
  url: string | null | undefined;
  name: string;
  /** Where to load a stored picture from. */
  mediaUrl: (value: string) => string;
}

/**
 * The agent's photo. A value the image-URL rule refuses (spec 2 section 5), or a picture that does
 * not load, falls back to the default picture: the agent's initials, or a user glyph without a name.
 */
export function AgentPhoto({ url, name, mediaUrl, ...props }: AgentPhotoProps) {
  return <Avatar src={url && isValidImageUrl(url) ? mediaUrl(url.trim()) : null} name={name} {...props} />;
}
