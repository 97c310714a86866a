"""Indomitable Gladiator Beast (55136228), Quick-Play Spell."""
from duelist.cards.common import DS_ATK, IGNITION, Effect, Target, activate
from duelist.cards.kit import in_archetype
from duelist.engine import state as S

DESCRIPTION = ("Quick-Play Spell: a targeted face-up Gladiator Beast monster you control gains 500 ATK "
               "until the end of the turn (usable in the damage step up to damage calculation). From "
               "your GY: shuffle 2 other Gladiator Beast cards from your GY into the Deck to add this "
               "card to your hand.")


def my_face_up(ctx):
    return ctx.monsters("me", face_up=True)


def gladiator_beast(ctx, card):
    return card.location == S.MZONE and card.face_up and card.controller == ctx.player and in_archetype(card)


def boost(ctx):
    for card in ctx.targets:
        ctx.modify(card, atk=500)


def others_in_grave(ctx):
    return [c for c in ctx.grave("me") if c is not ctx.card and in_archetype(c)]


def shuffle_two(ctx):
    chosen = yield from ctx.choose_cards(others_in_grave(ctx), 2,
                                         prompt="Indomitable Gladiator Beast: shuffle which cards into the Deck?")
    ctx.to_deck(chosen, "cost")


def back_to_hand(ctx):
    card = ctx.card
    if card.location == S.GRAVE and ctx.link is not None and card.uid == ctx.link.card_uid:
        ctx.to_hand([card])
        ctx.reveal([card], ctx.opponent)


EFFECTS = [
    activate(boost, target=Target(my_face_up, filter=gladiator_beast,
                                  prompt="Indomitable Gladiator Beast: which Gladiator Beast gains 500 ATK?"),
             damage_step=DS_ATK),
    Effect(IGNITION, range=(S.GRAVE,), leaves_grave=True, can_pay=lambda ctx: len(others_in_grave(ctx)) >= 2,
           cost=shuffle_two,
           resolve=back_to_hand, label="shuffle 2 Gladiator Beast cards from the GY: add this card to the hand"),
]
