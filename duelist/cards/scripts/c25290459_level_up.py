"""Level Up! (25290459), Normal Spell."""
from duelist.cards.common import activate, choose_summon_position, shuffle_deck
from duelist.engine import state as S

DESCRIPTION = ("Normal Spell: send 1 face-up \"LV\" monster you control to the GY (a cost) to Special "
               "Summon, from your hand or Deck, the \"LV\" monster its text names as its next "
               "level, ignoring that monster's summoning conditions. It cannot be activated with "
               "an LV monster that names none, nor without that monster in the hand or Deck.")

# the LV monster each LV monster's text names as its next level (passcode -> passcode); an LV
# monster absent here names none (Mystic Swordsman LV6, Horus LV8, Armed Dragon LV7...)
NEXT_LEVEL = {
    980973: 46384672, 46384672: 73879377,                       # Armed Dragon LV3 -> LV5 -> LV7
    75830094: 11224103, 11224103: 48229808,                     # Horus LV4 -> LV6 -> LV8
    49441499: 34088136, 34088136: 34830502, 34830502: 19877898,  # Ultimate Insect LV1 -> 3 -> 5 -> 7
    47507260: 74591968, 74591968: 60482781,                     # Mystic Swordsman LV2 -> LV4 -> LV6
    1995985: 74388798, 74388798: 37267041,                      # Silent Swordsman LV3 -> LV5 -> LV7
    74713516: 1102515,                                          # Dark Mimic LV1 -> LV3
    73665146: 72443568,                                         # Silent Magician LV4 -> LV8
    87257460: 23756165, 23756165: 50140163,                     # Allure Queen LV3 -> LV5 -> LV7
    85313220: 12817939, 12817939: 58206034,                     # Dark Lucius LV4 -> LV6 -> LV8
}


def _summonable(ctx, code, leaving):
    def fits(ctx, card):
        return card.data.code == code and ctx.can_special_summon(card, ignore_conditions=True, leaving=leaving)
    return fits


def _sendable(ctx, monster):
    """A face-up LV monster of ours whose next level is in the hand or Deck, ready to come."""
    code = NEXT_LEVEL.get(monster.data.code)
    if code is None or not monster.face_up or not ctx.can_send_to_grave([monster]):
        return False
    fits = _summonable(ctx, code, (monster,))
    return ctx.any_card("hand", fits) or ctx.any_card("deck", fits)


def can_pay(ctx):
    return ctx.any_card("monsters", _sendable)


def cost(ctx):
    chosen = yield from ctx.choose_cards(ctx.cards_where("monsters", _sendable), 1,
                                         prompt="Level Up!: send which LV monster to the GY?")
    ctx.link.info["next"] = NEXT_LEVEL[chosen[0].data.code]
    ctx.send_to_grave(chosen, "cost")


def resolve(ctx):
    code = ctx.link.info.get("next")
    if code is None:
        return
    fits = _summonable(ctx, code, ())
    found = ctx.cards_where("hand", fits) + ctx.cards_where("deck", fits)
    if not found:
        return
    chosen = (yield from ctx.choose_cards(found, 1, prompt="Level Up!: Special Summon which?"))[0]
    from_deck = chosen.location == S.DECK
    position = yield from choose_summon_position(ctx, chosen)
    ctx.special_summon(chosen, position=position)       # ignoring its conditions: no proper summon
    if from_deck:
        shuffle_deck(ctx)


# One meaning in both eras (the 2005 text, SOD: the same cost and summon "ignoring the Summoning
# conditions"): no ERAS entry.
EFFECTS = [activate(resolve, can_pay=can_pay, cost=cost, special_summons=True)]
