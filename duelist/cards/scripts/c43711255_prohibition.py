"""Prohibition (43711255), Continuous Spell."""
from duelist.cards import kit as K
from duelist.cards.common import C, CONTINUOUS, Effect, activate, name_code_of
from duelist.engine import state as S

DESCRIPTION = ("Continuous Spell: declare a card name as you activate it. While it is face-up, neither "
               "player can play cards with that original name: no Summon or Set of them (Special "
               "Summons by any effect included), no activation of them or of their effects, no Set of "
               "them as Spells or Traps, no attack with them and no change of their position by the "
               "rules. The cards already on the field when it resolved are left alone.")


def declare(ctx):
    """Declared on activation (not a cost): kept with the chain link until it resolves."""
    declared = yield from K.declare_card_name(ctx)
    ctx.link.info["code"] = declared.code


def resolve(ctx):
    code = ctx.link.info.get("code")
    card = ctx.card
    if code is None or not card.face_up or card.location != S.SZONE:
        return
    # the cards on the field as it starts to apply are exempt (as long as they stay the same
    # objects: one that leaves the field and comes back is a new card)
    exempt = frozenset(c.uid for c in ctx.field("both") if _named(c, code))
    card.info = dict(card.info or {}, code=code, exempt=exempt)


def _named(card, code):
    return name_code_of(card) == code        # its original name (the printed one, or the one it is always treated as)


def prohibited(ctx, card):
    info = ctx.card.info
    if not info or "code" not in info:
        return False
    return _named(card, info["code"]) and card.uid not in info["exempt"]


EFFECTS = [
    activate(resolve, cost=declare, label="declare a card name"),
    Effect(CONTINUOUS, tag=C.PROHIBITED_NAME, affects=prohibited, label="the declared card cannot be played"),
    Effect(CONTINUOUS, tag=C.CANNOT_DECLARE_ATTACK, affects=prohibited, label="the declared card cannot attack"),
]
