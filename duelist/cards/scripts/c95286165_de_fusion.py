"""De-Fusion (95286165), Quick-Play Spell."""
from duelist.cards.common import C, Target, activate, choose_summon_position
from duelist.engine import state as S

DESCRIPTION = ("Quick-Play Spell: target a face-up Fusion Monster on the field and return it to its "
               "owner's Extra Deck. Then, if every monster used as a Fusion Material for that "
               "monster's Fusion Summon is still in your GY, you may Special Summon all of them.")

# the engine keeps which monsters each Fusion Summon used (Ctx.fusion_materials_of) only in a
# duel holding a card that asks it
LASTING_TAGS = (C.FUSION_MATERIALS_KEPT,)


def _fusions(ctx):
    return [c for c in ctx.monsters("both", face_up=True) if "Fusion" in (c.data.kinds or ())]


def _is_fusion(ctx, card):
    return card.location == S.MZONE and card.face_up and "Fusion" in (card.data.kinds or ())


def _summonable(ctx, materials):
    """May all of `materials` (in this player's GY) be Special Summoned now, together?"""
    if not materials or ctx.summon_locked() or ctx.free_monster_zone_count() < len(materials):
        return False
    mine = ctx.grave("me")
    return all(c in mine and ctx.can_special_summon(c) for c in materials)


def resolve(ctx):
    for card in ctx.targets:
        # the record is the Fusion Monster object's: read it before the monster leaves the field
        materials = ctx.fusion_materials_of(card, whole=True)
        ctx.to_deck([card])
        if card.location != S.EXTRA:
            return
        ctx.then()
        materials = [c for c in materials if c.location == S.GRAVE]
        if not _summonable(ctx, materials):
            return
        if not (yield from ctx.yes_no("De-Fusion: Special Summon the Fusion Materials?")):
            return
        for c in materials:
            position = yield from choose_summon_position(ctx, c)
            ctx.special_summon(c, position=position)


# The 2005 text (Labyrinth of Nightmare) does what today's does, as we read it: a chosen Fusion
# Monster back to the Fusion Deck, then the set of materials used for its Fusion Summon from your
# GY if you wish (the OCG rulings page of its time, copied at bbs.newwise.com: the summon is
# optional, but all of the set or none): no ERAS entry.
EFFECTS = [activate(resolve, special_summons=True,
                    target=Target(_fusions, filter=_is_fusion, prompt="De-Fusion: return which Fusion Monster?"))]
