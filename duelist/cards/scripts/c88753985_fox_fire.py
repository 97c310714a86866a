"""Fox Fire (88753985), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import TRIGGER, During, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 2 FIRE Pyro (300/200). If it is destroyed by battle while face-up on the "
               "field and sent to the GY, it is Special Summoned from the GY in the End Phase of "
               "that turn (not optional). It cannot be Tributed for a Tribute Summon (a cost or "
               "another effect may Tribute it).")


def destroyed_by_battle_face_up_this_turn(ctx):
    """This GY object got here this turn, destroyed by battle while face-up in a Monster Zone."""
    uid = ctx.card.uid
    for row in ctx.destroyed_this_turn():
        if row["uid"] == uid and row["reason"] == "battle" and row["origin"] == S.MZONE and \
                row["face_up"] and row["to"] == S.GRAVE:
            return True
    return False


def end_phase(ctx, ev):
    return ev.get("phase") == S.PHASE_END and destroyed_by_battle_face_up_this_turn(ctx)


def revive(ctx):
    yield from K.revive_self(ctx, named=True)


# "cannot be Tributed for a Tribute Summon": a continuous fact of the face-up card, its effects not
# negated (turn.py `_summon_tribute_bar`); a cost or another effect may Tribute it
NO_TRIBUTE_SUMMON = True

# The 2005 print (RDS-EN029: the same two effects, "to your side of the field") and today's text
# do the same: no ERAS entry.
EFFECTS = [
    Effect(TRIGGER, events="phase", range=(S.GRAVE,), leaves_grave=True,
           during=During(own=(S.PHASE_END,), opponent=(S.PHASE_END,)), match=end_phase,
           condition=lambda ctx: ctx.can_special_summon(ctx.card), resolve=revive,
           special_summons=True, label="End Phase: Special Summon it from the GY"),
]
