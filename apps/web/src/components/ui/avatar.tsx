import { AVATAR_DEFAULT_SIZE } from '@tripline/contracts';
import { useEffect, useState } from 'react';
import { avatarColor, avatarImageUrl, avatarInitials } from '../../lib/avatar';
import { consoleSettings } from '../../lib/console-settings';

/**
 * Two initials on a palette colour; where the installation allows avatar pictures (AVATAR_PICTURES), covered by the
 * avatar service's picture once (and only if) it loads. Otherwise no address is ever sent to the service.
 */
export function Avatar({ name, email, size = AVATAR_DEFAULT_SIZE }: { name: string; email?: string; size?: number }) {
  const [imageUrl, setImageUrl] = useState<string>();
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    let active = true;
    setLoaded(false);
    setImageUrl(undefined);
    if (email && globalThis.crypto?.subtle) {
      consoleSettings()
        .then((settings) => (settings.avatar_pictures ? avatarImageUrl(email, size) : undefined))
        .then(
          (url) => active && setImageUrl(url),
          () => active && setImageUrl(undefined),
        );
    }
    return () => {
      active = false;
    };
  }, [email, size]);

  return (
    <span
      className="avatar"
      style={{ width: size, height: size, fontSize: Math.round(size * 0.4), background: avatarColor(name) }}
      aria-hidden
    >
      {avatarInitials(name)}
      {imageUrl ? (
        <img
          className="avatar__image"
          data-loaded={loaded}
          src={imageUrl}
          alt=""
          width={size}
          height={size}
          onLoad={() => setLoaded(true)}
        />
      ) : null}
    </span>
  );
}
