"""Needle Worm (81843628): FLIP: the top 5 cards of the opponent's Deck are sent to the GY.

Sources: the card's texts in our words -- the 2005 print (MRL) and today's read the same (no ERAS
entry); yugioh-wiki.net 《ニードルワーム》 (with fewer than 5 cards left, all of them go). Cards
sent from the Deck are not "sent from the field": Sangan milled does not trigger (its text needs
it sent from the field). Under Macro Cosmos the cards are banished instead (its text: any card
that would be sent to the GY is banished); under Dimensional Fissure only the monsters are."""

from duelist.testing.reads import banished, grave
from duelist.testing.scenario import Script, Table

NW = "Needle Worm"
FIVE = ["Battle Ox", "Sangan", "Pot of Greed", "Trap Hole", "Mystical Elf"]


def _flip(opp_deck, extra=None, rules="GOAT"):
    table = Table(rules=rules, turn=3, turn_player=0)
    worm = table.monster(0, NW, position="set")
    table.deck(1, opp_deck)
    if extra:
        extra(table)
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", worm, request="idle")
    for _ in range(4):
        if duel.request.kind == "idle":
            break
        s.pick("pass", first=True)
    return duel, s


def test_needle_worm_sends_the_top_five_cards():
    """Q: I Flip Summon Needle Worm; my opponent's Deck holds 6 cards. A: the top 5 go to their GY
    (Sangan among them: sent from the Deck, it does not trigger); Celtic Guardian is left."""
    duel, _ = _flip(FIVE + ["Celtic Guardian"])
    assert grave(duel, 1) == FIVE
    assert [c.name for c in duel.players[1].deck] == ["Celtic Guardian"]
    assert duel.request.kind == "idle" and duel.request.player == 0


def test_needle_worm_with_fewer_than_five_cards_sends_them_all():
    """Q: my opponent has only 2 cards left. A: both go to the GY; their Deck is empty."""
    duel, _ = _flip(["Battle Ox", "Mystical Elf"], rules="MR5")
    assert grave(duel, 1) == ["Battle Ox", "Mystical Elf"] and duel.players[1].deck == []


def test_needle_worm_flipped_by_an_attack_mills_after_damage_calculation():
    """Q: my opponent attacks my face-down Needle Worm with Battle Ox. A: it is destroyed, and its
    flip effect still sends their top 5 cards to the GY."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    worm = table.monster(0, NW, position="set")
    table.monster(1, "Battle Ox")
    table.deck(1, FIVE + ["Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=worm, player=1)
    for _ in range(6):
        if duel.request.kind == "battle":
            break
        s.pick("pass", first=True)
    assert grave(duel, 0) == [NW]
    assert grave(duel, 1) == FIVE and len(duel.players[1].deck) == 1


def test_needle_worm_under_macro_cosmos_banishes_them():
    """Q: my opponent has a face-up Macro Cosmos. A: the 5 cards are banished instead."""
    duel, _ = _flip(FIVE + ["Celtic Guardian"],
                    extra=lambda t: t.spell_trap(1, "Macro Cosmos", face_down=False))
    assert grave(duel, 1) == [] and sorted(banished(duel, 1)) == sorted(FIVE)


def test_needle_worm_under_dimensional_fissure_banishes_the_monsters_only():
    """Q: a face-up Dimensional Fissure instead. A: Battle Ox, Sangan and Mystical Elf are
    banished; Pot of Greed and Trap Hole go to the GY."""
    duel, _ = _flip(FIVE + ["Celtic Guardian"],
                    extra=lambda t: t.spell_trap(1, "Dimensional Fissure", face_down=False))
    assert grave(duel, 1) == ["Pot of Greed", "Trap Hole"]
    assert sorted(banished(duel, 1)) == ["Battle Ox", "Mystical Elf", "Sangan"]
