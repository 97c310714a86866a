"""Red-Eyes Fusion (6172122), Normal Spell."""
from duelist.cards import kit as K
from duelist.cards.common import L, activate, while_face_up
from duelist.cards.db import UnknownCardError, find_card, get_card
from duelist.cards.summons import fusion_summon, fusion_targets
from duelist.engine import state as S

DESCRIPTION = ("Normal Spell; its player activates one card of this name a turn, and in that turn "
               "Summons no monster (Normal, Flip or Special Summon; Setting is still fine) but by "
               "this card's effect. Fusion Summon one Fusion Monster whose materials include a "
               "Red-Eyes monster, its materials sent to the GY from your hand, Deck or field; while "
               "face-up on the field, that monster's name is Red-Eyes Black Dragon.")

CHANGES_NAMES = True        # the summoned monster is named Red-Eyes Black Dragon (Ctx.take_name)

RED_EYES_B_DRAGON = 74677422
RED_EYES = "Red-Eyes"


def _pool(ctx):
    # seed 000 §融合召喚: the materials come from where this card says: hand, Deck and field
    return ctx.fusion_material_pool(("hand", "deck", "field"))


def _red_eyes_material(ctx):
    """The filter of the Fusion Monsters this card may summon: a material line that asks for a
    "Red-Eyes" monster, by the archetype itself or by a name that carries it (Red-Eyes Black
    Dragon)."""
    def fits(fusion):
        if '"%s" ' % RED_EYES in (fusion.data.materials or ""):
            return True
        for name in ctx.listed_materials(fusion):
            try:
                if RED_EYES in (find_card(name).series or ()):
                    return True
            except UnknownCardError:
                continue        # a name the card data does not hold
        return False
    return fits


def condition(ctx):
    # "you cannot Summon the turn you activate this card": not after a Summon this turn
    return K.name_opt_free(ctx) and ctx.summons_this_turn(ctx.player) == 0 and \
        bool(fusion_targets(ctx, _pool(ctx), _red_eyes_material(ctx)))


def cost(ctx):
    K.spend_name_opt(ctx)
    # the restriction binds from the activation, even if it is negated; this card's own
    # Fusion Summon is the one Summon it leaves (engine/extra.py `_locked_for_resolving`)
    ctx.player_flag(ctx.player, L.NO_SUMMON, allow_set=True, except_cid=ctx.card.cid)


def resolve(ctx):
    monster = yield from fusion_summon(ctx, _pool(ctx), _red_eyes_material(ctx))
    if monster is not None and monster.location == S.MZONE:
        ctx.take_name(monster, get_card(RED_EYES_B_DRAGON), until=while_face_up(monster))


EFFECTS = [activate(resolve, special_summons=True, condition=condition, cost=cost)]
