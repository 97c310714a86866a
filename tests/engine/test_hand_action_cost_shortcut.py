"""Chain Energy ("each player must pay 500 LP to Normal Summon, Set, Special Summon or activate
a card from the hand"): `_activation_allowed` and `_pay_hand_action` ask `hand_action_cost`
only while some field card has the hand_action_lp_cost tag, read off the deck's tags and the
field roles' tag index in place, as `hand_action_cost` itself reads them first (round 10,
hwin7: its call is a frame on PyPy, ~4 a turn on Gravekeeper vs Burn, whose Burn deck holds
Chain Energy). The rule: a card activated from the hand costs exactly what the face-up
field's Chain Energies ask, no more and no less; one that cannot be paid is not offered."""

from duelist.engine import effects as E
from duelist.engine import state as S
from duelist.engine.duel import Duel
from duelist.testing.scenario import Script, Table
from duelist.testing.walks import random_decisions

TAG = "hand_action_lp_cost"
BURN_PAIRS = (("goat_06_gravekeeper_mchale_2005", "goat_08_burn_lockdown_face_down_fury_2005"),
              ("goat_08_burn_lockdown_face_down_fury_2005", "goat_06_gravekeeper_mchale_2005"))
_FIELD = (S.MZONE, S.SZONE, S.FZONE)


def _plain_cost(duel, player):
    """The rule computed the plain way: every card of the duel looked at (no tag index, no
    field roles), each face-up card on the field whose effect applies (a Spell or Trap Card
    once its activation resolved) asked what its hand_action_lp_cost effects charge."""
    total = 0
    for card in duel.cards:
        if card.location not in _FIELD or not card.face_up or card.script is None:
            continue
        if card.data.card_type != "Monster" and not card.activated:
            continue
        for effect in card.script.continuous:
            if effect.tag == TAG:
                total += effect.value(E.Ctx(duel, card, effect, card.controller), player)
    return total


def _watch(monkeypatch):
    pay, allowed, pay_lp = Duel._pay_hand_action, Duel._activation_allowed, Duel.pay_lp
    seen = {"paid": 0, "charged": 0, "hand_checks": 0, "hand_checks_charged": 0}
    paid = []

    def recorded_pay_lp(duel, player, amount):
        paid.append(amount)
        return pay_lp(duel, player, amount)

    def checked_pay(duel, player):
        expected = _plain_cost(duel, player)
        del paid[:]
        pay(duel, player)
        assert sum(paid) == expected, (duel.turn, len(duel.answers), player, paid, expected)
        seen["paid"] += 1
        seen["charged"] += expected > 0
        del paid[:]

    def checked_allowed(duel, player, card, effect, *args, **kwargs):
        got = allowed(duel, player, card, effect, *args, **kwargs)
        if card.location == S.HAND and effect.kind == E.ACTIVATE:
            cost = _plain_cost(duel, player)
            assert not (got and duel.players[player].lp < cost), (duel.turn, len(duel.answers), card.data.name)
            seen["hand_checks"] += 1
            seen["hand_checks_charged"] += cost > 0
        return got

    monkeypatch.setattr(Duel, "pay_lp", recorded_pay_lp)
    monkeypatch.setattr(Duel, "_pay_hand_action", checked_pay)
    monkeypatch.setattr(Duel, "_activation_allowed", checked_allowed)
    return seen


def test_the_lp_paid_from_the_hand_is_the_plain_rules_at_every_payment_of_random_duels(monkeypatch):
    """Every payment for a card from the hand (summons, Sets, activations) in random
    Gravekeeper vs Burn duels charges what the face-up Chain Energies ask, and no activation
    from the hand is allowed that its player's LP cannot pay; Chain Energy is up at some."""
    seen = _watch(monkeypatch)
    for _ in random_decisions(BURN_PAIRS, range(6)):
        pass        # (the walk answers every decision; the patched steps check)
    assert seen["paid"] > 100 and seen["charged"] > 5, seen
    assert seen["hand_checks"] > 100 and seen["hand_checks_charged"] > 5, seen


def _chain_energy_table(lp):
    """Chain Energy face-up on player 1's field, player 0 at `lp` with Dian Keto in the hand."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1", lp=(lp, 8000))
    table.spell_trap(1, "Chain Energy", face_down=False)
    table.hand(0, "Dian Keto the Cure Master")
    return table.build()


def test_a_card_activated_from_the_hand_pays_chain_energys_500(monkeypatch):
    seen = _watch(monkeypatch)
    duel = _chain_energy_table(8000)
    Script(duel).pick("activate", "Dian Keto the Cure Master")
    assert seen["paid"] == 1 and seen["charged"] == 1
    assert duel.players[0].lp == 7500 + 1000 or duel.chain      # (Dian Keto resolved or waits)


def test_an_activation_from_the_hand_the_lp_cannot_pay_is_not_allowed(monkeypatch):
    seen = _watch(monkeypatch)
    duel = _chain_energy_table(400)
    card = next(c for c in duel.players[0].hand if c.data.name == "Dian Keto the Cure Master")
    effect = card.script.effects[0]
    before = seen["hand_checks_charged"]
    assert not duel._activation_allowed(0, card, effect, S.HAND)
    duel.players[0].lp = 500
    assert duel._activation_allowed(0, card, effect, S.HAND)
    assert seen["hand_checks_charged"] == before + 2


def test_a_card_from_the_hand_costs_nothing_once_chain_energy_is_gone(monkeypatch):
    """Chain Energy leaves the field (the roles' index is rebuilt): the next activation from
    the hand pays nothing."""
    seen = _watch(monkeypatch)
    duel = _chain_energy_table(8000)
    energy = next(c for c in duel.cards if c.data.name == "Chain Energy")
    duel._to_grave(energy, "effect")
    Script(duel).pick("activate", "Dian Keto the Cure Master")
    assert seen["paid"] == 1 and seen["charged"] == 0


def test_a_chain_energy_that_came_back_after_the_roles_were_read_is_charged(monkeypatch):
    """The tag index is the field's as it is now: Chain Energy leaves the field, the field
    roles are read without it, and it comes back face-up: the next payment from the hand
    charges its 500 (roles read before it came back are not trusted)."""
    seen = _watch(monkeypatch)
    duel = _chain_energy_table(8000)
    energy = next(c for c in duel.cards if c.data.name == "Chain Energy")
    duel._to_grave(energy, "effect")
    assert TAG not in duel._field_roles()[5]
    duel._remove(energy)
    duel._place(energy, S.SZONE, 1, 0, S.FACEUP)
    energy.activated = True
    duel._pay_hand_action(0)
    assert seen["charged"] == 1 and duel.players[0].lp == 7500


def test_an_activation_check_after_chain_energy_came_back_sees_it(monkeypatch):
    """As above, for the activation check: at 400 LP, once Chain Energy is back face-up,
    Dian Keto cannot be activated from the hand."""
    _watch(monkeypatch)
    duel = _chain_energy_table(400)
    energy = next(c for c in duel.cards if c.data.name == "Chain Energy")
    card = next(c for c in duel.players[0].hand if c.data.name == "Dian Keto the Cure Master")
    duel._to_grave(energy, "effect")
    assert TAG not in duel._field_roles()[5]
    assert duel._activation_allowed(0, card, card.script.effects[0], S.HAND)
    duel._remove(energy)
    duel._place(energy, S.SZONE, 1, 0, S.FACEUP)
    energy.activated = True
    assert not duel._activation_allowed(0, card, card.script.effects[0], S.HAND)
