"""Disc Fighter (19612721), Effect Monster."""
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect, H
from duelist.engine import state as S

DESCRIPTION = ("Level 4 EARTH Warrior, 1000 / 1000. When it attacks a Defense Position monster with "
               "2000 or more DEF, that monster is destroyed before damage calculation (a face-down "
               "one once flipped face-up), so no damage calculation happens (mandatory).")


def _target(ctx):
    """The monster it is attacking, in Defense Position with 2000 or more DEF, or None."""
    card = ctx.card
    attack = ctx.attack
    if attack is None or attack[0] != card.uid or attack[1] == "player" or card.location != S.MZONE:
        return None
    target = ctx.card_by_uid(attack[1])
    if target is None or target.location != S.MZONE or target.position not in (S.FACEUP_DEFENSE, S.FACEDOWN_DEFENSE):
        return None
    return target if target.face_up and ctx.defense(target) >= 2000 else None


def match(ctx, ev):
    return ev.get("cid") == ctx.card.cid and ev.get("uid") == ctx.card.uid and _target(ctx) is not None


def resolve(ctx):
    target = _target(ctx)
    if target is not None:
        yield from ctx.destroy([target])


# (the 2005 text, AST-028: "when it attacks ... destroy it without damage calculation"; today's
# text starts it at the start of the Damage Step, where a face-down target's DEF is not yet seen:
# both are played here as one effect before damage calculation, after a face-down target is
# flipped; no ERAS entry)
EFFECTS = [Effect(TRIGGER, events=H.BEFORE_DAMAGE_CALCULATION, match=match, resolve=resolve,
                  damage_step=DS_ALWAYS, destroys=True, label="destroy a defender with 2000 or more DEF")]
