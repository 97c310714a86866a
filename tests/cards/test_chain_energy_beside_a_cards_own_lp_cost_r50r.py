"""Chain Energy (500 LP to play a card from the hand) beside a card whose activation costs LP of
its own (Premature Burial: 800; Toon World, Instant Fusion, Confiscation, Delinquent Duo: 1000).

Chain Energy's 500 LP is paid as the play from the hand is declared, before the card is
activated and its cost paid (yugioh-wiki 《魔力の枷》: コストを払うタイミングは、そのカードをプレイ
する宣言をしたときに払う; below 500 nothing can be played from the hand). A cost cannot be paid
with LP one does not have; LP may be paid down to exactly 0, and that player then loses
(yugioh-wiki ライフコスト, as tests/rules/test_a_pendulum_summon_under_chain_energy_at_lp_that_just_pay_r39w.py
reads it; seed 000 §勝負判定條件). So the card can be activated from the hand only when the LP
cover both: 1300 for Premature Burial, 1500 for Toon World; one LP short, it is not offered.

Round 50r found both offered one LP short, the player paying 500 and then the card's whole cost
from what was left, to 0 (request 3 in /work/reports/h50r-requests.md; fixed in stop 50,
Ctx.can_pay_lp), beside controls at the exact LP."""

import pytest

from duelist.testing.reads import lp, of_type
from duelist.testing.scenario import Script, Table



def _under_chain_energy(card, life, rules="GOAT"):
    table = Table(rules=rules, turn=3, turn_player=0, lp=(life, 8000))
    table.spell_trap(1, "Chain Energy", face_down=False)
    table.hand(0, card)
    table.grave(0, "Summoned Skull")
    return table.build()


def test_premature_burial_at_exactly_1300_lp_pays_both_and_its_player_loses():
    """Q: under my opponent's Chain Energy I have 1300 LP; may I activate Premature Burial from
    my hand? A: yes: 500 for Chain Energy, then its 800: all my LP, and I lose."""
    duel = _under_chain_energy("Premature Burial", 1300)
    s = Script(duel)
    s.pick("activate", "Premature Burial")
    assert [e["amount"] for e in of_type(duel, "pay_lp")] == [500, 800]
    assert lp(duel) == (0, 8000)
    assert duel.result == {"winner": 1, "reason": "lp", "turn": 3}


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_premature_burial_at_1299_lp_is_not_offered_under_chain_energy(rules):
    """Q: the same with 1299 LP? A: no: after Chain Energy's 500, the 799 left cannot pay
    Premature Burial's 800."""
    duel = _under_chain_energy("Premature Burial", 1299, rules)
    assert not Script(duel).has("activate", "Premature Burial")


def test_premature_burial_at_900_lp_is_not_offered_under_chain_energy():
    """Q: and with 900 LP (enough for either cost alone)? A: no: 400 would be left for 800."""
    duel = _under_chain_energy("Premature Burial", 900)
    assert not Script(duel).has("activate", "Premature Burial")


def test_toon_world_at_exactly_1500_lp_is_offered_under_chain_energy():
    """Control: Toon World (1000 LP) with 1500 LP under Chain Energy may be activated."""
    duel = _under_chain_energy("Toon World", 1500)
    assert Script(duel).has("activate", "Toon World")


def test_toon_world_at_1499_lp_is_not_offered_under_chain_energy():
    """Q: Toon World from my hand with 1499 LP under Chain Energy? A: no: 999 left for 1000."""
    duel = _under_chain_energy("Toon World", 1499)
    assert not Script(duel).has("activate", "Toon World")


@pytest.mark.parametrize("card", ["Instant Fusion", "Confiscation", "Delinquent Duo"])
def test_a_1000_lp_spell_at_1499_lp_is_not_offered_under_chain_energy(card):
    """Q: the other Spells of the pool whose activation costs 1000 LP, from the hand under Chain
    Energy with 1499 LP? A: not offered: 999 left after Chain Energy's 500."""
    table = Table(rules="GOAT", turn=3, turn_player=0, lp=(1499, 8000))
    table.spell_trap(1, "Chain Energy", face_down=False)
    table.hand(0, card)
    table.hand(1, "Battle Ox", "Celtic Guardian")
    table.extra(0, "Reaper on the Nightmare")
    duel = table.build()
    assert not Script(duel).has("activate", card)


@pytest.mark.parametrize("card", ["Instant Fusion", "Confiscation", "Delinquent Duo"])
def test_a_1000_lp_spell_at_exactly_1500_lp_is_offered_under_chain_energy(card):
    """Control: with 1500 LP (500 + 1000, all of them) each is offered."""
    table = Table(rules="GOAT", turn=3, turn_player=0, lp=(1500, 8000))
    table.spell_trap(1, "Chain Energy", face_down=False)
    table.hand(0, card)
    table.hand(1, "Battle Ox", "Celtic Guardian")
    table.extra(0, "Reaper on the Nightmare")
    duel = table.build()
    assert Script(duel).has("activate", card)
