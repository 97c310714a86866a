"""Crass Clown (93889755), Effect Monster."""
from duelist.cards.common import TRIGGER, Effect, H, Target, opp_monsters
from duelist.cards.scripts.c75209824_guardian_statue import on_opponents_field
from duelist.engine import state as S

DESCRIPTION = ("Level 4 DARK Fiend (1350/1400). When this monster goes from Defense Position "
               "(face-up or face-down) to face-up Attack Position -- a Flip Summon, its controller's "
               "change in the Main Phase or an effect -- it targets 1 monster the opponent controls "
               "and returns it to its owner's hand (not optional).")


def to_attack(ctx, ev):
    """This card object, changed from a Defense Position to face-up Attack Position."""
    return ev.get("uid") == ctx.card.uid and ev.get("to") == S.FACEUP_ATTACK \
        and ev.get("from") in (S.FACEUP_DEFENSE, S.FACEDOWN_DEFENSE)


def bounce(ctx):
    if ctx.targets:
        ctx.to_hand(ctx.targets)


# The 2005 text (Labyrinth of Nightmare: changed from Defense to Attack Position, return 1 monster
# on the opponent's side to its owner's hand) and today's (which says it targets) do the same: the
# OCG text always chose it as a mandatory trigger; no ERAS entry.
EFFECTS = [Effect(TRIGGER, events=H.POSITION_CHANGED, range=(S.MZONE,), match=to_attack, resolve=bounce,
                  target=Target(opp_monsters, filter=on_opponents_field,
                                prompt="Crass Clown: return which monster to the hand?"),
                  label="changed from Defense to Attack Position: return an opponent's monster")]
