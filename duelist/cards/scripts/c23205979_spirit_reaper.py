"""Spirit Reaper (23205979), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import CONTINUOUS, NEEDS_RESOLVED, Effect, H, M, STATE, TRIGGER
from duelist.engine import state as S

DESCRIPTION = ("Level 3 DARK Zombie. Battles never destroy it. Whenever a card effect that picked "
               "it (face-up) as a target finishes resolving, it destroys itself. Each time it hits "
               "the opponent directly for battle damage, one card chosen at random from the "
               "opponent's hand is discarded.")

SEEN = M.RESOLUTION_SEEN     # a mark: the resolution it already answered (its serial)


def _targeted_by(ctx, link, card):
    """Did the activation of the chain link that just resolved target this card, and was
    that activation not negated? A card that stays on the field and keeps the monster it
    brought back (Call of the Haunted, Premature Burial: a card relation from it to this
    monster) counts too: its target was this card in the GY."""
    if link.negated == "activation":
        return False
    if card.uid in link.targets:
        return True
    if not link.targets:
        return False
    source = ctx.link_card(link)
    if source.uid != link.card_uid or not source.on_field or not source.face_up:
        return False            # e.g. Monster Reborn, gone to the GY: it targets no longer
    return source in ctx.related_from(card)


def destroyed_after_targeting(ctx):
    link = ctx.just_resolved
    if link is None:                # the cheap fact first: no chain link just resolved
        return False
    card = ctx.card
    if card.location != S.MZONE or not card.face_up:     # (negated: the engine applies none)
        return False
    if ctx.marked(card, SEEN) == link.info["serial"]:
        return False
    return _targeted_by(ctx, link, card)


def self_destruct(ctx):
    link = ctx.just_resolved
    ctx.mark(ctx.card, SEEN, None if link is None else link.info["serial"])
    yield from ctx.destroy([ctx.card])      # (a replacement effect may save it: engine/destruction.py)


EFFECTS = [
    Effect(CONTINUOUS, tag="battle_indestructible", affects=lambda ctx, card: card is ctx.card,
           label="cannot be destroyed by battle"),
    # (asked only right after a chain link resolved: the condition needs ctx.just_resolved)
    Effect(STATE, condition=destroyed_after_targeting, resolve=self_destruct, needs=NEEDS_RESOLVED,
           label="destroyed after a targeting effect resolves"),
    Effect(TRIGGER, events=H.DAMAGE, match=K.direct_battle_damage, resolve=K.random_discard,
           label="random discard", discards="opponent"),
]
