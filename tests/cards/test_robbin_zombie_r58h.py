"""Robbin' Zombie (83258273), Continuous Trap: whenever one of its controller's monsters hurts the
opponent with battle damage, the opponent's Deck loses its top card to the GY (our words).

Sources, in our words: the card's texts (IOC-109, 2003, and today's: the same; no ERAS entry);
yugioh-wiki.net 《追い剥ぎゾンビ》 (a mandatory trigger effect of the face-up Trap, in the Damage Step,
as Robbin' Goblin's). Our reading: with an empty Deck nothing is sent (the opponent does not lose
until they must draw)."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table

RZ = "Robbin' Zombie"


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_robbin_zombie_mills_the_top_card_on_a_direct_hit():
    """Q: my Battle Ox attacks directly with my Robbin' Zombie face-up; my opponent's Deck is Sangan
    (top) then Pot of Greed. A: 1700 damage; Sangan, the top card, goes to the GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.spell_trap(0, RZ, face_down=False)
    table.monster(0, "Battle Ox")
    table.deck(1, ["Sangan", "Pot of Greed"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player", request="battle")
    _pass_all(s, duel)
    assert lp(duel) == (8000, 6300)
    assert grave(duel, 1) == ["Sangan"] and [c.name for c in duel.players[1].deck] == ["Pot of Greed"]


def test_robbin_zombie_not_for_the_opponents_monster():
    """Q: my opponent's Battle Ox attacks me directly (their turn) while I control a face-up Robbin'
    Zombie. A: their monster dealt the damage, not mine: nothing is sent from either Deck."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.spell_trap(0, RZ, face_down=False)
    table.monster(1, "Battle Ox")
    table.deck(0, ["Sangan"])
    table.deck(1, ["Pot of Greed"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player", request="battle")
    _pass_all(s, duel)
    assert lp(duel) == (6300, 8000) and grave(duel, 0) == [] and grave(duel, 1) == []


def test_robbin_zombie_set_activated_in_answer_to_the_attack():
    """Q: my Set Robbin' Zombie is activated when my Battle Ox declares a direct attack. A: face-up
    before the damage, its effect then mills 1 when the 1700 damage is dealt."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.spell_trap(0, RZ)
    table.monster(0, "Battle Ox")
    table.deck(1, ["Sangan", "Pot of Greed"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player", request="battle")
    s.pick("activate", RZ, player=0)
    _pass_all(s, duel)
    assert lp(duel) == (8000, 6300) and grave(duel, 1) == ["Sangan"]
    assert [e["name"] for e in of_type(duel, "chain")] == [RZ, RZ]


def test_robbin_zombie_two_hits_two_cards():
    """Q: my Battle Ox and Celtic Guardian both attack directly. A: each hit sends 1 card: two cards
    in all."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.spell_trap(0, RZ, face_down=False)
    table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    table.deck(1, ["Sangan", "Pot of Greed", "Giant Rat"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player", request="battle")
    _pass_all(s, duel)
    s.pick("attack", "Celtic Guardian", target="player", request="battle")
    _pass_all(s, duel)
    assert lp(duel) == (8000, 4900) and grave(duel, 1) == ["Sangan", "Pot of Greed"]
