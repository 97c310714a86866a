"""Guardian Tryce (46037213), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect, choose_summon_position
from duelist.engine import state as S

TWIN_SWORDS = 21900719      # Twin Swords of Flashing Light - Tryce

DESCRIPTION = ("Level 5 LIGHT Thunder (1900/1700). It can be Normal Summoned, Flip Summoned or "
               "Special Summoned only while its player controls a face-up \"Twin Swords of Flashing "
               "Light - Tryce\" (a Set is allowed). When it is destroyed and sent to the GY, the "
               "monster Tributed for its Tribute Summon (or Set), still in a GY, is Special Summoned "
               "to its player's field (not optional).")

_TODAY, _ERA_2005 = K.guardian_summon_rule(TWIN_SWORDS)
NORMAL_SUMMON_IF = _TODAY["NORMAL_SUMMON_IF"]
SPECIAL_SUMMON_IF = _TODAY["SPECIAL_SUMMON_IF"]

# the engine marks each monster Tributed for its Tribute Summon or Set (M.TRIBUTE_OF, read back
# with ctx.summon_tributes_before from its own move to the GY)
RECORDS_TRIBUTES = True


def _in_grave(ctx, ev=None):
    return [c for c in ctx.summon_tributes_before(ev) if c.location == S.GRAVE]


def destroyed_to_grave(ctx, ev):
    # destroyed (by battle or by an effect) and sent from the field to the GY, with its Tribute
    # still in a GY (nothing to do otherwise)
    return K.sent_from_field_to_grave(ctx, ev) and K.was_destroyed(ev) and bool(_in_grave(ctx, ev))


def revive_tribute(ctx):
    for card in _in_grave(ctx):
        if ctx.can_special_summon(card):
            position = yield from choose_summon_position(ctx, summoned=card)
            ctx.special_summon(card, position=position)


EFFECTS = [
    Effect(TRIGGER, events="moved", range=(S.GRAVE,), match=destroyed_to_grave, resolve=revive_tribute,
           damage_step=DS_ALWAYS, special_summons=True, label="Special Summon the monster Tributed for it"),
]


# (kit.guardian_summon_rule's 2005 entry holds the Set rule too: NORMAL_SET_IF, round 57m)
ERAS = {"2005": dict(_ERA_2005, DESCRIPTION=(
    "Level 5 LIGHT Thunder (1900/1700). Without a face-up \"Twin Swords of Flashing Light - Tryce\" "
    "under its player's control it cannot be Normal Summoned or Set (its Flip Summon and Special "
    "Summons are free). When it is destroyed and sent to the GY, the monster Tributed for its "
    "Tribute Summon (or Set), still in a GY, is Special Summoned to its player's field (not "
    "optional)."))}
