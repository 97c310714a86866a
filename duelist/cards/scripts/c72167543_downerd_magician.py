"""Downerd Magician (72167543), Xyz Monster."""
from duelist.cards.common import C, CONTINUOUS, DS_ALWAYS, TRIGGER, Effect
from duelist.engine import state as S

DESCRIPTION = ("Rank 4 DARK Spellcaster Xyz (2 Level 4 Spellcasters), 2100/200. In its "
               "controller's Main Phase 2 it may instead be Xyz Summoned onto a Rank 3 or lower "
               "Xyz Monster they control, which becomes its material together with that "
               "monster's materials. 200 ATK stronger per material it holds; piercing battle "
               "damage; after damage calculation of each battle it was in, 1 of its materials "
               "is detached (none if it holds none).")

# engine/xyz.py "overlay onto": Main Phase 2, a face-up Rank 3 or lower Xyz Monster (not an effect;
# an Xyz Summon of this card all the same)


def XYZ_ONTO(ctx, holder):
    return ctx.phase == S.PHASE_MAIN2 and 0 < (holder.data.rank or 0) <= 3


def _battled(ctx, ev):
    return ev.get("cid") == ctx.card.cid and ev.get("uid") == ctx.card.uid


def _detach(ctx):
    card = ctx.card
    if card.uid != ctx.link.card_uid or card.location != S.MZONE:
        return
    materials = ctx.materials()
    chosen = materials
    if len(materials) > 1:
        chosen = yield from ctx.choose_cards(materials, 1, prompt="Downerd Magician: detach which material?")
    ctx.detach(chosen[:1])


EFFECTS = [
    Effect(CONTINUOUS, tag="stats", affects=lambda ctx, card: card is ctx.card,
           value=lambda ctx, card: (200 * len(ctx.materials(card)), 0), label="+200 ATK per material"),
    Effect(CONTINUOUS, tag=C.PIERCING, affects=lambda ctx, card: card is ctx.card),
    Effect(TRIGGER, events="battled", match=_battled, damage_step=DS_ALWAYS, resolve=_detach,
           label="after battle: detach 1 material"),
]
