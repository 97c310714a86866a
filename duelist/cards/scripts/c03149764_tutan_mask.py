"""Tutan Mask (3149764), Counter Trap."""
from duelist.cards.common import DESTROYS_NEGATED, Responding, activate, negate_and_destroy
from duelist.engine import state as S

DESCRIPTION = ("Counter Trap: when a Spell or Trap Card is activated whose only target is 1 face-up "
               "Zombie monster on the field, negate that activation and destroy the card.")


def _spell_trap_on_one_zombie(ctx):
    """The chain's last link is a Spell or Trap Card's activation with exactly one target, a
    face-up Zombie in a Monster Zone (a monster effect, a face-down monster or a second target
    leave it out)."""
    link = ctx.responding_to
    if link is None or not link.card_activation or link.card_type not in ("Spell", "Trap") \
            or len(link.targets) != 1:
        return False
    target = ctx.card_by_uid(link.targets[0])
    return target is not None and target.location == S.MZONE and target.face_up and ctx.race(target) == "Zombie"


# (the 2003 print, PGD-041, and today's text: the same Spell/Trap activations, no ERAS entry)
EFFECTS = [activate(negate_and_destroy, condition=Responding(_spell_trap_on_one_zombie),
                    label="negate a Spell/Trap that targets 1 face-up Zombie", destroys=DESTROYS_NEGATED)]
