"""Trap Master (46461247), Flip Effect Monster."""
from duelist.cards.common import FLIP, Effect, Target, is_trap
from duelist.cards.common import reveal_if_face_down, set_card_or_face_up
from duelist.cards.common import DESTROYS_TARGETS  # (round 58f: destroys which)

DESCRIPTION = ("Flip effect: target 1 Trap on the field and destroy it. A face-down target is "
               "revealed and destroyed only if it is a Trap.")


def spell_trap_zone_cards(ctx):
    """What its effect may target: the cards in both Spell & Trap Zones, face-up or Set (the
    Field Zone left out; the filter keeps a Set card or a face-up Trap): Reaper of the Cards too."""
    return ctx.spells_traps("both", include_field=False)




def resolve(ctx):
    for card in ctx.targets:
        reveal_if_face_down(ctx, card)
        if is_trap(card):
            yield from ctx.destroy([card])


EFFECTS = [Effect(FLIP, resolve=resolve, destroys=DESTROYS_TARGETS, target=Target(spell_trap_zone_cards, filter=set_card_or_face_up("Trap"),
                                                       prompt="Trap Master: destroy which Trap?"))]
