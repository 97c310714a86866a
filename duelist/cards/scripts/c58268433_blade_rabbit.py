"""Blade Rabbit (58268433), Effect Monster."""
from duelist.cards.common import TRIGGER, Effect, H, Target, opp_monsters
from duelist.cards.scripts.c13215230_dream_clown import destroy, to_defense
from duelist.cards.scripts.c75209824_guardian_statue import on_opponents_field
from duelist.engine import state as S

DESCRIPTION = ("Level 2 EARTH Beast (400/300). When it is changed from face-up Attack Position to "
               "face-up Defense Position (by its controller or by any card), it targets 1 monster the "
               "opponent controls and destroys it (not optional). Turned face-down, it does nothing.")


# The 2005 print (FET-EN018: changed from Attack to Defense Position, destroy 1 monster on the
# opponent's side) reads as today's, which targets (the OCG text picks it): as Dream Clown, no ERAS entry.
EFFECTS = [Effect(TRIGGER, events=H.POSITION_CHANGED, range=(S.MZONE,), match=to_defense, resolve=destroy,
                  destroys=True, target=Target(opp_monsters, filter=on_opponents_field,
                                               prompt="Blade Rabbit: destroy which monster?"),
                  label="changed to Defense Position: destroy an opponent's monster")]
