"""Dream Clown (13215230), Effect Monster."""
from duelist.cards.common import TRIGGER, Effect, H, Target, opp_monsters
from duelist.cards.scripts.c75209824_guardian_statue import on_opponents_field
from duelist.engine import state as S

DESCRIPTION = ("Level 3 EARTH Warrior (1200/900). When this face-up Attack Position monster is "
               "changed to face-up Defense Position (by its controller's change in the Main Phase "
               "or by an effect), it targets 1 monster the opponent controls and destroys it (not "
               "optional). Turned face-down, or changed from Defense to Attack Position, it does "
               "nothing.")


def to_defense(ctx, ev):
    """This card object, changed from face-up Attack to face-up Defense Position."""
    card = ctx.card
    return ev.get("uid") == card.uid and ev.get("from") == S.FACEUP_ATTACK and ev.get("to") == S.FACEUP_DEFENSE


def destroy(ctx):
    yield from ctx.destroy(ctx.targets)


# (the 2005 print, Metal Raiders MRD-080: changed from Attack to Defense Position, it destroys 1
# monster of the opponent's; today's text, which says it targets, do the
# same: a mandatory trigger of a face-up monster, so a change to face-down Defense Position starts
# nothing either way; no ERAS entry)
EFFECTS = [Effect(TRIGGER, events=H.POSITION_CHANGED, range=(S.MZONE,), match=to_defense, resolve=destroy,
                  destroys=True, target=Target(opp_monsters, filter=on_opponents_field,
                                               prompt="Dream Clown: destroy which monster?"),
                  label="changed to Defense Position: destroy an opponent's monster")]
