"""Throwstone Unit (76075810), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import IGNITION, Effect, Target
from duelist.engine import state as S

DESCRIPTION = ("Level 4 EARTH Warrior (900/2000). In its controller's Main Phase, as often as they like, "
               "they Tribute 1 monster they control (a cost; it may be this card) and target 1 face-up "
               "monster on the field whose DEF is at most this card's ATK (its last ATK on the field, "
               "if it was the Tribute); that monster is destroyed.")

ATK_NOTE = "throwstone_atk"     # the link's note: this card's ATK as the cost was paid (as Skull Lair's)


def _own_atk(ctx):
    card = ctx.card
    if card.location == S.MZONE and card.face_up:
        return ctx.atk(card)
    link = ctx.link
    # Tributed as the cost: its ATK as it left the field (our reading)
    return link.info.get(ATK_NOTE, 0) if link is not None else 0


def cost(ctx):
    ctx.link.info[ATK_NOTE] = ctx.atk(ctx.card)
    yield from K.tribute_one(ctx)


def _fits(ctx, card):
    return card.location == S.MZONE and card.face_up and ctx.defense(card) <= _own_atk(ctx)


def resolve(ctx):
    yield from ctx.destroy(ctx.targets)


# The LOD-017 print (2003: Tribute 1 monster, destroy 1 face-up monster with DEF at most this card's ATK)
# and today's text do the same; the OCG text selects (targets) it: no ERAS entry.
EFFECTS = [Effect(IGNITION, can_pay=K.can_tribute_one, cost=cost, resolve=resolve, destroys=True,
                  target=Target(lambda ctx: ctx.monsters("both", face_up=True), filter=_fits,
                                prompt="Throwstone Unit: destroy which monster?"),
                  label="Tribute 1 monster: destroy a monster with DEF at most this card's ATK")]
