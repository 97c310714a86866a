"""Armed Dragon LV5 (46384672), Effect Monster."""
from duelist.cards.common import IGNITION, STATE, TRIGGER, During, Effect, Target, choose_summon_position, shuffle_deck
from duelist.cards.scripts.c47507260_mystic_swordsman_lv2 import end_phase, new_victim, note_victim
from duelist.engine import state as S

DESCRIPTION = ("Level 5 WIND Dragon. Ignition: send 1 monster from the hand to the GY (a cost), then "
               "target 1 face-up monster the opponent controls whose ATK is at most the sent "
               "monster's ATK; destroy it. In the End Phase of a turn in which it destroyed a monster "
               "by battle, its controller may send it to the GY to Special Summon \"Armed Dragon "
               "LV7\" from the hand or Deck.")

LV7 = 73879377


def printed_atk(card):
    return card.data.atk or 0


def hand_monster(ctx, card):
    return card.data.card_type == "Monster"


def _weakest_opponent_atk(ctx):
    atks = [ctx.atk(m) for m in ctx.monsters("opp", face_up=True)]
    return min(atks) if atks else None


def _fodder(ctx):
    low = _weakest_opponent_atk(ctx)
    if low is None:
        return []
    return [c for c in ctx.hand("me") if hand_monster(ctx, c) and printed_atk(c) >= low]


def can_pay(ctx):
    fodder = _fodder(ctx)
    return bool(fodder) and ctx.can_send_to_grave(fodder[:1])


def cost(ctx):
    chosen = yield from ctx.choose_cards(_fodder(ctx), 1, prompt="Armed Dragon LV5: send which monster to the GY?")
    ctx.link.info["atk"] = printed_atk(chosen[0])
    ctx.send_to_grave(chosen, "cost")


def weak_enough(ctx, card):
    """Before the cost is paid (asked by the menu) any face-up monster of the opponent's: the
    cost's choice (`_fodder`) keeps one the sent monster's ATK reaches."""
    if not (card.face_up and card.location == S.MZONE):
        return False
    link = ctx.link
    return link is None or "atk" not in link.info or ctx.atk(card) <= link.info["atk"]


def resolve(ctx):
    yield from ctx.destroy(ctx.targets)


def _lv7(ctx, card):
    return card.data.code == LV7 and ctx.can_special_summon(card, proper=True, leaving=(ctx.card,))


def can_level_up(ctx):
    return ctx.any_card("hand", _lv7) or ctx.any_card("deck", _lv7)


def level_up(ctx):
    """Armed Dragon LV7 comes out by the one effect its condition names: this one (proper)."""
    found = [c for c in ctx.hand("me") + ctx.deck("me") if c.data.code == LV7 and ctx.can_special_summon(c, proper=True)]
    if not found:
        return
    chosen = yield from ctx.choose_cards(found, 1, prompt="Armed Dragon LV5: Special Summon which LV7?")
    from_deck = chosen[0].location == S.DECK
    position = yield from choose_summon_position(ctx, chosen[0])
    ctx.special_summon(chosen[0], position=position, proper=True)
    if from_deck:
        shuffle_deck(ctx)


# The 2005 text (SOD) and today's do the same (a cost, a target, the sent card's ATK): no ERAS entry.
EFFECTS = [
    Effect(IGNITION, can_pay=can_pay, cost=cost, resolve=resolve, destroys=True,
           target=Target(lambda ctx: ctx.monsters("opp", face_up=True), filter=weak_enough,
                         prompt="Armed Dragon LV5: destroy which monster?"),
           label="send a monster from the hand to the GY: destroy 1 monster with ATK up to its ATK"),
    # (a fact noted, not an effect: what it destroyed by battle)
    Effect(STATE, condition=new_victim, resolve=note_victim, while_negated=True,
           label="note a monster it destroys by battle"),
    Effect(TRIGGER, events="phase", during=During(own=(S.PHASE_END,), opponent=(S.PHASE_END,)), match=end_phase,
           optional=True, condition=can_level_up, can_pay=lambda ctx: ctx.can_send_to_grave([ctx.card]),
           cost=lambda ctx: ctx.send_to_grave([ctx.card], "cost"), resolve=level_up, special_summons=True,
           label="send it to the GY: Special Summon Armed Dragon LV7"),
]
