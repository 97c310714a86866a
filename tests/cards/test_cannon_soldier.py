"""Cannon Soldier (11384280): in its controller's Main Phase, Tribute 1 monster they control
(a cost, this card too) to deal 500 damage to the opponent, with no limit per turn.

Sources: the card's text (MRD, 2005 DB2 print: "Offer 1 monster on your side of the field as a
Tribute to inflict 500 points of damage"; today's reads the same); Pojo's Card of the Day of
2005-07-07 (Goat era: it launches Sangan for a search, Scapegoat's Sheep Tokens for 500 each, a
monster taken by Snatch Steal, and itself; no once-per-turn limit); seed 000 §起動效果 (an
ignition effect is activated in its controller's Main Phase; its cost is paid on activation)."""

from duelist.testing.reads import field_monsters as monsters, grave, hand, lp, of_type
from duelist.testing.scenario import Script, Table


def test_cannon_soldier_tributes_another_monster_for_500_damage():
    """Q: I Tribute my Battle Ox to Cannon Soldier's effect: what happens? A: Battle Ox goes to
    my GY as the cost and my opponent takes 500 damage; Cannon Soldier stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Cannon Soldier")
    table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Cannon Soldier", request="idle")
    s.pick("select", "Battle Ox", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert lp(duel) == (8000, 7500)
    assert grave(duel, 0) == ["Battle Ox"] and monsters(duel, 0) == ["Cannon Soldier"]
    assert [(e["player"], e["amount"]) for e in of_type(duel, "damage")] == [(1, 500)]


def test_cannon_soldier_tributes_itself_and_is_used_again_the_same_turn():
    """Q: may Cannon Soldier be used several times a turn, and Tribute itself last? A: yes: no
    limit per turn; Tributing itself deals the 500 too. Two uses: 1000 damage."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    soldier = table.monster(0, "Cannon Soldier")
    table.monster(0, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    for victim in ("Celtic Guardian", "Cannon Soldier"):
        s.pick("activate", soldier, request="idle")
        s.pick("select", victim, player=0)
        while duel.request.kind == "chain":
            s.pick("pass")
    assert lp(duel) == (8000, 7000)
    assert grave(duel, 0) == ["Celtic Guardian", "Cannon Soldier"] and monsters(duel, 0) == []


def test_cannon_soldier_is_not_used_in_the_battle_phase():
    """Q: may I Tribute with Cannon Soldier during my Battle Phase? A: no: it is an ignition
    effect, used only in its controller's Main Phase (and not in the opponent's turn)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Cannon Soldier")
    duel = table.build()
    assert not Script(duel).has("activate", "Cannon Soldier")
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.monster(0, "Cannon Soldier")
    duel = table.build()
    assert duel.request.player == 1 and not Script(duel).has("activate", "Cannon Soldier")


def test_cannon_soldier_launches_sangan_whose_search_follows():
    """Q: I Tribute Sangan to Cannon Soldier: does Sangan's effect still search? A: yes: Sangan
    went from the field to the GY (as a cost); its trigger comes after the 500 damage chain
    link is built, and it adds a monster with 1500 or less ATK from my Deck."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Cannon Soldier")
    table.monster(0, "Sangan")
    table.deck(0, ["Mystical Elf", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Cannon Soldier", request="idle")
    s.pick("select", "Sangan", player=0)
    while duel.request.kind != "idle":
        if duel.request.kind == "select":
            s.pick("select", "Mystical Elf", player=0)
        else:
            s.pick(duel.request.options[-1].kind if duel.request.kind == "chain" else "yes")
    assert lp(duel) == (8000, 7500)
    assert grave(duel, 0) == ["Sangan"] and hand(duel, 0) == ["Mystical Elf"]


def test_cannon_soldier_tributes_scapegoats_sheep_tokens():
    """Q: Sheep Tokens cannot be Tributed for a Tribute Summon: may Cannon Soldier Tribute them?
    A: yes (Pojo 2005: four Sheep Tokens launched, 2000 damage): its Tribute is no Tribute Summon.
    Each token is gone and each use deals 500."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Cannon Soldier")
    table.hand(0, "Scapegoat")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Scapegoat", request="idle")
    while duel.request.kind != "idle":
        s.pick(duel.request.options[0].kind if duel.request.kind == "zone" else "pass")
    assert monsters(duel, 0).count("Sheep Token") == 4
    for _ in range(4):
        s.pick("activate", "Cannon Soldier", request="idle")
        s.pick("select", "Sheep Token", player=0, first=True)
        while duel.request.kind == "chain":
            s.pick("pass")
    assert lp(duel) == (8000, 6000) and monsters(duel, 0) == ["Cannon Soldier"]
