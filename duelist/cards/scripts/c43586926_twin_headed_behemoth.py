"""Twin-Headed Behemoth (43586926), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import TRIGGER, During, Effect
from duelist.engine import state as S
from duelist.engine.lasting import while_here

DESCRIPTION = ("Level 3 WIND Dragon. If it is destroyed on the field and sent to the GY, in the End "
               "Phase of that turn its controller may Special Summon it from the GY; its ATK and DEF "
               "become 1000. Only once per Duel for each player (all copies of the name together).")


def destroyed_here_this_turn(ctx):
    """This GY object arrived this turn, destroyed on the field."""
    uid = ctx.card.uid
    for entry in ctx.sent_to_grave_this_turn():
        reason = entry.get("reason") or ""
        if entry.get("uid") == uid and entry.get("origin") in S.FIELD_LOCATIONS and (
                reason == "battle" or reason.startswith("destroyed")):
            return True
    return False


def end_phase(ctx, ev):
    return ev.get("phase") == S.PHASE_END and destroyed_here_this_turn(ctx)


def name_key(ctx):
    return "name:%d:%d" % (ctx.card.data.code, ctx.player)


def copy_key(ctx):
    return "copy:%d" % ctx.card.cid


def revive(ctx):
    card = ctx.card
    if (yield from K.revive_self(ctx, named=True)):
        ctx.set_stats(card, atk=1000, defense=1000, until=while_here(card))


def _effect(key, optional):
    return Effect(TRIGGER, events="phase", range=(S.GRAVE,), leaves_grave=True,
                  during=During(own=(S.PHASE_END,), opponent=(S.PHASE_END,)), match=end_phase,
                  optional=optional,
                  condition=lambda ctx: not ctx.used_in_duel(key(ctx)) and ctx.can_special_summon(ctx.card),
                  cost=lambda ctx: ctx.spend_in_duel(key(ctx)),       # used once activated, even negated
                  resolve=revive, special_summons=True, label="End Phase: Special Summon it from the GY with 1000 ATK/DEF")


EFFECTS = [_effect(name_key, optional=True)]

ERAS = {"2005": {
    "DESCRIPTION": ("Level 3 WIND Dragon. If it is destroyed on the field and sent to the GY, it is "
                    "Special Summoned from the GY in the End Phase of that turn (not optional), its "
                    "ATK and DEF 1000. Once per Duel for each copy (2005 text)."),
    "EFFECTS": [_effect(copy_key, optional=False)],
}}
