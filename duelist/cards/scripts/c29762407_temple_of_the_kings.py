"""Temple of the Kings (29762407), Continuous Spell."""
from duelist.cards import kit as K
from duelist.cards.common import CONTINUOUS, IGNITION, Effect, activate, choose_summon_position
from duelist.engine import state as S

DESCRIPTION = ("Continuous Spell. Once per turn its controller may activate a Trap Card in the "
               "same turn it was Set. Main Phase action: send this card and a face-up Mystical "
               "Beast of Serket you control to the GY to Special Summon a monster from your hand or "
               "Deck, or a Fusion Monster from your Extra Deck.")

SERKET = 89194033
MENTIONS = ("Mystical Beast of Serket",)     # the card its text names (engine/extra.py `mentions`)


def serkets(ctx):
    return [c for c in ctx.monsters("me", face_up=True) if c.data.code == SERKET]


def summonable(ctx, check_zone=True):
    out = []
    for card in ctx.hand("me") + ctx.deck("me"):
        if card.data.card_type == "Monster":
            out.append(card)
    out += [c for c in ctx.extra_deck("me") if "Fusion" in c.data.kinds]
    if check_zone:
        return [c for c in out if ctx.can_special_summon(c)]
    script_ok = []
    for c in out:
        script = c.script
        if script is None or script.summon_condition not in ("never", "proc_only"):
            script_ok.append(c)
    return script_ok


def _sendable_serkets(ctx):
    """(the cost sends them to the GY: not one that would be banished instead)"""
    return [c for c in serkets(ctx) if ctx.can_send_to_grave([c])]


def can_pay(ctx):
    return ctx.card.activated and ctx.can_send_to_grave([ctx.card]) and bool(_sendable_serkets(ctx))


def cost(ctx):
    serket = _sendable_serkets(ctx)
    if len(serket) > 1:
        serket = yield from ctx.choose_cards(serket, 1, prompt="Temple of the Kings: send which Serket?")
    ctx.send_to_grave([ctx.card] + serket[:1], "cost")


def resolve(ctx):
    fitting = summonable(ctx)
    if not fitting:
        return
    chosen = yield from ctx.choose_cards(fitting, 1,
                                         prompt="Temple of the Kings: Special Summon which monster?")
    if not chosen:
        return
    card = chosen[0]
    from_deck = card.location == S.DECK
    position = yield from choose_summon_position(ctx)
    ctx.special_summon(card, position=position)
    if from_deck:
        K.shuffle_deck(ctx)


EFFECTS = [
    activate(),
    Effect(CONTINUOUS, tag="trap_same_turn", label="Trap the turn it was Set"),
    Effect(IGNITION, range=(S.SZONE,), can_pay=can_pay,
           condition=lambda ctx: bool(summonable(ctx, check_zone=False)), cost=cost, resolve=resolve, special_summons=True,
           label="Serket: Special Summon"),
]
