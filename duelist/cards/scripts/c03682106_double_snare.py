"""Double Snare (3682106), Normal Spell."""
from duelist.cards.common import C, CONTINUOUS, DESTROYS_TARGETS, Target, activate

DESCRIPTION = ("Normal Spell: target one face-up card on the field whose effect stops Trap Cards "
               "from being activated or negates Trap effects (Jinzo, Royal Decree); destroy it.")

# the tags of the continuous effects that stop Trap activations or negate Trap effects
_TRAP_STOPPERS = (C.NO_TRAP_ACTIVATION, C.NEGATE_TRAPS)


def stops_traps(ctx, card):
    """A face-up card on the field that has such an effect: one its text gives it, negated or not
    (Skill Drain leaves Jinzo a card with that effect: our reading, no ruling found)."""
    if not card.face_up or not card.on_field or card.script is None:
        return False
    for effect in card.script.effects:
        if effect.kind == CONTINUOUS and effect.tag in _TRAP_STOPPERS:
            return True
    return False


def resolve(ctx):
    yield from ctx.destroy(ctx.targets)


# The 2005 text (LOD) destroys such a card in the same way (an old text, read as targeting, as
# today's says): no ERAS entry.
EFFECTS = [activate(resolve, target=Target(lambda ctx: ctx.field("both"), filter=stops_traps,
                                           prompt="Double Snare: destroy which card?"),
                    destroys=DESTROYS_TARGETS)]
