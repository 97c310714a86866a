"""Robbin' Goblin (88279736), Continuous Trap: whenever one of its controller's monsters hurts the
opponent with battle damage, that opponent discards a random card (our words).

Sources, in our words: yugioh-wiki.net 《追い剥ぎゴブリン》 (the activation is a free chain; the
discard is a mandatory trigger effect of the face-up Trap, activated in the Damage Step as the battle
damage is dealt; no limit on how many times a turn); the MRD print (2002) reads the same: no ERAS
entry. Jinzo negates the effects of Trap Cards on the field (its text), so a face-up Robbin' Goblin
does nothing while Jinzo is face-up. A random discard from an empty hand discards nothing (our
reading)."""

from duelist.testing.reads import grave, hand, lp, of_type
from duelist.testing.scenario import Script, Table

RG = "Robbin' Goblin"


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _table(attacker="Battle Ox", target=None, opp_hand=("Pot of Greed", "Sangan")):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.spell_trap(0, RG, face_down=False)
    table.monster(0, attacker)
    ref = table.monster(1, target) if target else None
    if opp_hand:
        table.hand(1, *opp_hand)
    return table, ref


def test_robbin_goblin_direct_attack_discards_one_at_random():
    """Q: my Battle Ox attacks directly while my Robbin' Goblin is face-up; my opponent holds Pot of
    Greed and Sangan. A: 1700 damage, then its trigger discards one of the two at random."""
    table, _ = _table()
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player", request="battle")
    _pass_all(s, duel)
    assert lp(duel) == (8000, 6300)
    assert [e["name"] for e in of_type(duel, "chain")] == [RG]
    assert len(hand(duel, 1)) == 1 and len(grave(duel, 1)) == 1
    assert sorted(hand(duel, 1) + grave(duel, 1)) == ["Pot of Greed", "Sangan"]


def test_robbin_goblin_attack_on_a_monster_with_damage_discards():
    """Q: my Battle Ox (1700) attacks my opponent's Celtic Guardian (1400) in Attack Position. A: 300
    battle damage is dealt by my monster: one random discard too (Celtic Guardian is destroyed)."""
    table, guardian = _table(target="Celtic Guardian", opp_hand=("Sangan",))
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=guardian, request="battle")
    _pass_all(s, duel)
    assert lp(duel) == (8000, 7700)
    assert hand(duel, 1) == [] and sorted(grave(duel, 1)) == ["Celtic Guardian", "Sangan"]


def test_robbin_goblin_not_when_its_controller_takes_the_damage():
    """Q: my Celtic Guardian (1400) attacks my opponent's Battle Ox (1700): I take 300 battle damage.
    A: no monster of mine dealt damage to my opponent: no discard."""
    table, ox = _table(attacker="Celtic Guardian", target="Battle Ox", opp_hand=("Sangan",))
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Celtic Guardian", target=ox, request="battle")
    _pass_all(s, duel)
    assert lp(duel) == (7700, 8000)
    assert hand(duel, 1) == ["Sangan"] and of_type(duel, "chain") == []


def test_robbin_goblin_with_an_empty_hand_discards_nothing():
    """Q: my opponent has no cards in hand when my direct attack deals damage. A: nothing is
    discarded; the damage stands."""
    table, _ = _table(opp_hand=())
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player", request="battle")
    _pass_all(s, duel)
    assert lp(duel) == (8000, 6300) and grave(duel, 1) == []


def test_robbin_goblin_under_jinzo_does_nothing():
    """Q: my own Jinzo (2400) attacks directly with my Robbin' Goblin face-up. A: Jinzo negates the
    effects of Trap Cards on the field: 2400 damage and no discard."""
    table, _ = _table(attacker="Jinzo", opp_hand=("Sangan",))
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Jinzo", target="player", request="battle")
    _pass_all(s, duel)
    assert lp(duel) == (8000, 5600) and hand(duel, 1) == ["Sangan"]
