"""Magic Reflector (61844784), Normal Spell."""
from duelist.cards.common import C, Target, activate
from duelist.engine import state as S
from duelist.engine.pendulum import card_type_now

DESCRIPTION = ("Normal Spell: target 1 face-up Spell Card on your field (not this card) and put 1 "
               "counter on it. While the card holds it, the next time it would be destroyed (by a "
               "card's effect other than its own: not by a rule, nor by its own expiry or unpaid "
               "upkeep) that counter is removed instead. The counter stays on the card after this "
               "card is gone; two of them stack, one used per destruction.")

# the counter is a mark on the protected card (engine/destruction.py `_counters_instead`): a duel
# holding this card looks for it in each destruction
LASTING_TAGS = (C.DESTROY_COUNTER,)


def _face_up_spell(ctx, card):
    """A face-up Spell Card of its controller's field: a Continuous, Equip or Field Spell, a
    Normal Spell that stays (Swords of Revealing Light), a Monster Card equipped as an Equip
    Spell (yugipedia: a monster Relinquished equipped)."""
    return card is not ctx.card and card.face_up and card.location in (S.SZONE, S.FZONE) and \
        card_type_now(card) == "Spell"


def resolve(ctx):
    for card in ctx.targets:
        if card.controller == ctx.player and _face_up_spell(ctx, card):
            ctx.place_destroy_counter(card)


# The 2005 text (LOD) and today's do the same (a targeted face-up Spell of your own; the counter
# removed instead of its destruction): no ERAS entry.
EFFECTS = [activate(resolve, target=Target(lambda ctx: ctx.spells_traps("me", face_up=True), filter=_face_up_spell,
                                          prompt="Magic Reflector: put a counter on which Spell Card?"),
                    label="1 counter on a face-up Spell: removed instead of its destruction")]
