"""Dark Scorpion - Cliff the Trap Remover (6967870), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import Destroys  # (round 58f: destroys which)

DESCRIPTION = ("Level 3 DARK Warrior. Each time it deals the opponent battle damage, its controller "
               "may pick one as it is activated: target a Spell/Trap on the field and destroy it, "
               "or send the top 2 cards of the opponent's Deck to the GY.")

MODES = ["Destroy 1 Spell/Trap on the field", "Send the top 2 cards of the opponent's Deck to the GY"]


def _deck_open(ctx):
    return ctx.deck_count("opp") > 0


def _destroy(ctx):
    yield from ctx.destroy(ctx.targets)


def _mill_two(ctx):
    top = ctx.deck("opp")[:2]
    if top:
        ctx.send_to_grave(top, "effect")


# The 2005 text (DR1/MFC, "When ... you can", activated at once in the Damage Step) and today's
# do the same: no ERAS entry.
def _destroyed(ctx):
    """The Spell/Trap targeted, in its destroying mode (chosen as it is activated)."""
    return ctx.targets if ctx.link is not None and ctx.link.info.get("mode") == 0 else []


TARGET = K.ModeTarget(K.mode_candidates(lambda ctx: ctx.spells_traps("both")), _deck_open,
                      prompt="Cliff the Trap Remover: destroy which Spell/Trap?")

EFFECTS = [K.modal_battle_damage_trigger(MODES, _deck_open, TARGET, _destroy, _mill_two, "Cliff the Trap Remover",
                                         "destroy a Spell/Trap or mill 2",
                                         destroys=Destroys(_destroyed))]
