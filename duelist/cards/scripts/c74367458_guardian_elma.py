"""Guardian Elma (74367458), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import TRIGGER, Effect, Target
from duelist.engine import state as S

BUTTERFLY_DAGGER = 69243953     # Butterfly Dagger - Elma

DESCRIPTION = ("Level 3 WIND Fairy (1300/1200). It can be Normal Summoned, Flip Summoned or "
               "Special Summoned only while its player controls a face-up \"Butterfly Dagger - "
               "Elma\" (a Set is allowed). When it is Normal or Special Summoned, its controller "
               "may target 1 Equip Spell in their GY that could equip this card and equip it to "
               "this card (an optional \"when\" trigger; the Equip Spell is placed, not activated).")

_TODAY, _ERA_2005 = K.guardian_summon_rule(BUTTERFLY_DAGGER)
NORMAL_SUMMON_IF = _TODAY["NORMAL_SUMMON_IF"]
SPECIAL_SUMMON_IF = _TODAY["SPECIAL_SUMMON_IF"]


def _summoned_self(ctx, ev):
    """Its own Normal, Tribute or Special Summon (a Flip Summon is none of them)."""
    return ev.get("cid") == ctx.card.cid and ev.get("uid") == ctx.card.uid and ev.get("kind") != "flip"


def _equip_spell_in_my_grave(ctx, card):
    """An Equip Spell in its player's GY that could equip this card (Legendary Sword, Warriors
    only, could not: `Ctx.can_equip`)."""
    return card.location == S.GRAVE and card.owner == ctx.player and card.data.property == "Equip" and \
        ctx.can_equip(card, ctx.card)


def _equip(ctx):
    me = ctx.card
    if not ctx.targets or me.location != S.MZONE or not me.face_up or me.uid != ctx.link.card_uid:
        return
    spell = ctx.targets[0]
    if not ctx.can_equip(spell, me):
        return      # (it could no longer equip her: it stays in the GY)
    if ctx.place_in_spell_zone(spell, "equip", ctx.player):
        ctx.equip(spell, me)


# (the 2005 text, DCR, and today's do the same here: no 2005 entry for the trigger)
EFFECTS = [Effect(TRIGGER, events="summoned", match=_summoned_self, optional=True, when=True,
                  condition=lambda ctx: K.free_spell_zone(ctx),    # somewhere to place the Spell
                  target=Target(lambda ctx: ctx.grave("me"), filter=_equip_spell_in_my_grave,
                                prompt="Guardian Elma: equip which Equip Spell from your GY?"),
                  resolve=_equip, label="equip an Equip Spell from the GY")]

ERAS = {"2005": dict(_ERA_2005, DESCRIPTION=(
    "Level 3 WIND Fairy (1300/1200). Without a face-up \"Butterfly Dagger - Elma\" under its "
    "player's control it cannot be Normal Summoned or Set (its Flip Summon and Special Summons "
    "are free). When it is Normal or Special Summoned, its controller may equip 1 Equip Spell "
    "that could equip it from their GY to it (an optional \"when\" trigger)."))}
