"""Silent Swordsman LV3 (01995985), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import CONTINUOUS, TRIGGER, During, Effect, R, choose_summon_position, shuffle_deck
from duelist.engine import state as S

DESCRIPTION = ("Level 3 LIGHT Warrior. While it is face-up, a Spell Card of its controller's "
               "opponent that targets it has its effect negated (an Equip Spell equipped to it "
               "too, for as long as it stays). In its controller's Standby Phase "
               "they may send this face-up card to the GY (a cost) to Special Summon a \"Silent "
               "Swordsman LV5\" from their hand or Deck.")

LV5 = 74388798


def standby_level_up(code, name, ready=None, proper=False):
    """"During your Standby Phase: you can send this face-up card to the GY; Special Summon 1
    `name` (passcode `code`) from your hand or Deck" (Silent Swordsman LV3; LV5 with `ready`, its
    direct hit noted, and `proper`, the one effect Silent Swordsman LV7's condition names)."""
    def on_the_field(ctx):
        return ctx.card.location == S.MZONE and (ready is None or ready(ctx))

    def fits(ctx, card):
        return card.data.code == code and ctx.can_special_summon(card, proper=proper, leaving=(ctx.card,))

    def can_pay(ctx):
        card = ctx.card
        return card.face_up and card.location == S.MZONE and ctx.can_send_to_grave([card]) and \
            (ctx.any_card("hand", fits) or ctx.any_card("deck", fits))

    def cost(ctx):
        ctx.send_to_grave([ctx.card], "cost")

    def resolve(ctx):
        found = ctx.cards_where("hand", fits) + ctx.cards_where("deck", fits)
        if not found:
            return
        chosen = (yield from ctx.choose_cards(found, 1, prompt="Special Summon which %s?" % name))[0]
        from_deck = chosen.location == S.DECK
        position = yield from choose_summon_position(ctx, chosen)
        ctx.special_summon(chosen, position=position, proper=proper)
        if from_deck:
            shuffle_deck(ctx)

    return Effect(TRIGGER, events="phase", during=During(own=(S.PHASE_STANDBY,)), match=K.standby_match(face_up=True, rest=on_the_field),
                  optional=True, can_pay=can_pay, cost=cost, resolve=resolve, special_summons=True,
                  label="send it to the GY: Special Summon %s" % name)


def opponents_spell_targets_it(ctx, link):
    """A chain link of a Spell Card of the opponent's whose targets hold this face-up card."""
    return ctx.card.uid in link.targets and link.card_type == "Spell" and link.player != ctx.card.controller


def no_destruction(ctx, link):
    return False


def opponents_spell_equipped_to_it(ctx, card):
    """An Equip Spell of the opponent's equipped to this face-up card (its activation targeted
    it): the link's negation leaves it equipped, as a negated Equip Spell is, and its continuous
    effects (Snatch Steal's control) are negated too."""
    return card.data.card_type == "Spell" and card.controller != ctx.card.controller and \
        ctx.card.face_up and ctx.related(R.EQUIP, card) is ctx.card


# One meaning in both eras (the 2005 text, RDS: the same negation and level-up): no ERAS entry.
EFFECTS = [
    Effect(CONTINUOUS, tag="negate_links", affects=opponents_spell_targets_it, value=no_destruction,
           label="the opponent's Spells that target it are negated"),
    Effect(CONTINUOUS, tag="negate_spells", affects=opponents_spell_equipped_to_it,
           label="the opponent's Equip Spells equipped to it are negated"),
    standby_level_up(LV5, "Silent Swordsman LV5"),
]
