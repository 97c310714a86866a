"""Disc Fighter (19612721), Effect Monster."""
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect, H
from duelist.engine import state as S

DESCRIPTION = ("Level 4 EARTH Warrior, 1000 / 1000. At the start of the Damage Step of its attack on "
               "a face-up Defense Position monster with 2000 or more DEF, that monster is destroyed "
               "(mandatory), so no damage calculation happens. A Set target is still face-down then: "
               "it battles as usual.")


def _target(ctx):
    """The monster it is attacking, face-up in Defense Position with 2000 or more DEF, or None."""
    card = ctx.card
    attack = ctx.attack
    if attack is None or attack[0] != card.uid or attack[1] == "player" or card.location != S.MZONE:
        return None
    target = ctx.card_by_uid(attack[1])
    if target is None or target.location != S.MZONE or target.position != S.FACEUP_DEFENSE:
        return None
    return target if ctx.defense(target) >= 2000 else None


def match(ctx, ev):
    return ev.get("cid") == ctx.card.cid and ev.get("uid") == ctx.card.uid and _target(ctx) is not None


def resolve(ctx):
    target = _target(ctx)
    if target is not None:
        yield from ctx.destroy([target])


def _effects(event):
    return [Effect(TRIGGER, events=event, match=match, resolve=resolve, damage_step=DS_ALWAYS, destroys=True,
                   label="destroy a defender with 2000 or more DEF")]


# Today's text acts "at the start of the Damage Step", before a Set target is flipped (so it is not
# destroyed, as Ally of Justice Catastor's ruling); the 2005 text (AST-028: "when it attacks ...
# destroy it without damage calculation") is played after the flip, before damage calculation, so a
# Set wall is destroyed once face-up (its Flip effect still comes).
EFFECTS = _effects(H.BATTLE_START)

ERAS = {"2005": {
    "DESCRIPTION": ("Level 4 EARTH Warrior, 1000 / 1000. When it attacks a Defense Position monster with "
                    "2000 or more DEF, that monster is destroyed before damage calculation (a Set one once "
                    "turned face-up), so no damage calculation happens (mandatory)."),
    "EFFECTS": _effects(H.BEFORE_DAMAGE_CALCULATION),
}}
