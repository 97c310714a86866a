"""De-Spell (19159413), Normal Spell."""
from duelist.cards.common import Target, activate, is_spell, spells_traps_but_this
from duelist.cards.common import reveal_if_face_down, set_card_or_face_up

DESCRIPTION = ("Normal Spell: target 1 Spell on the field and destroy it. A face-down target is "
               "revealed first and destroyed only if it is a Spell.")


def resolve(ctx):
    for card in ctx.targets:
        reveal_if_face_down(ctx, card)
        if is_spell(card):
            yield from ctx.destroy([card])


EFFECTS = [activate(resolve, target=Target(spells_traps_but_this, filter=set_card_or_face_up("Spell"),
                                           prompt="De-Spell: destroy which Spell?"))]
