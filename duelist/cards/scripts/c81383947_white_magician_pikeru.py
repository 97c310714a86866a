"""White Magician Pikeru (81383947), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import TRIGGER, During, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 2 LIGHT Spellcaster (1200/0). In each of its controller's Standby Phases, while it "
               "is face-up on the field, they gain 400 LP for each monster they control (any way up, "
               "itself included; counted as it resolves): a mandatory trigger.")


def resolve(ctx):
    count = len(ctx.monsters("me"))
    if count:
        ctx.recover(ctx.player, 400 * count)


# The 2005 text (SOD-era TCG print: during your Standby Phase, 400 LP for each monster on your side of
# the field) does what today's does: no ERAS entry.
EFFECTS = [Effect(TRIGGER, events="phase", during=During(own=(S.PHASE_STANDBY,)),
                  match=K.standby_match(face_up=True), resolve=resolve,
                  label="400 LP for each monster you control")]
