"""Sword of Deep-Seated (98495314), Equip Spell: the equipped monster gains 500 ATK and DEF; when
this card is sent from the field to the GY, it goes back on top of its owner's Deck.

Sources, in our words: the card's text (MRD-132, 2002, and today's agree: no ERAS entry; a mandatory
trigger, so it never misses its timing); seed 000 §裝備魔法 (sent to the GY when its monster leaves
the field); "from the field" covers a Set one destroyed too (our reading: the text does not ask it to
be face-up); Necrovalley's text (it negates effects that would move a card out of the GY, seed 000
§效果分類 for a trigger activated there)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

SD = "Sword of Deep-Seated"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_sword_of_deep_seated_plus_500_then_back_on_top_when_its_monster_dies():
    """Q: I equip Sword of Deep-Seated to Battle Ox (1700/1000); my opponent's Summoned Skull then
    destroys Battle Ox in battle. A: Battle Ox was 2200/1500; the Sword goes to my GY and its trigger
    puts it on top of my Deck (it is the next card I draw)."""
    table = Table(rules="GOAT", turn=3)
    ox = table.monster(0, "Battle Ox")
    table.hand(0, SD)
    table.deck(0, ["Celtic Guardian", "Mystical Elf"])
    table.monster(1, "Summoned Skull")
    table.deck(1, ["Beaver Warrior"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", SD)
    s.pick("target", ox)
    _pass_all(duel, s)
    card = ox.card(duel)
    assert (duel.atk(card), duel.defense(card)) == (2200, 1500)
    s.end_turn()
    while duel.request.kind != "idle":
        s.pick("pass", player=duel.request.player)
    s.pick("battle", player=1)
    _pass_all(duel, s)
    s.pick("attack", "Summoned Skull", target=ox, player=1)
    _pass_all(duel, s)
    assert grave(duel, 0) == ["Battle Ox"]
    assert duel.players[0].deck[-1].name == SD and len(duel.players[0].deck) == 3


def test_sword_of_deep_seated_set_and_destroyed_goes_back_too():
    """Q: my Set Sword of Deep-Seated is destroyed by my opponent's Mystical Space Typhoon. A: sent from
    the field to the GY: it goes on top of my Deck."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    sword = table.spell_trap(0, SD)
    table.deck(0, ["Celtic Guardian"])
    table.hand(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", sword, player=1)
    _pass_all(duel, s)
    assert grave(duel, 0) == [] and duel.players[0].deck[-1].name == SD


def test_sword_of_deep_seated_stays_in_the_gy_under_necrovalley():
    """Q: a face-up Necrovalley is on the field; my opponent's Mystical Space Typhoon destroys my Sword
    of Deep-Seated. A: its trigger would move it out of the GY: Necrovalley negates it; the Sword stays
    in my GY."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.field_spell(1, "Necrovalley")
    sword = table.spell_trap(0, SD)
    table.deck(0, ["Celtic Guardian"])
    table.hand(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", sword, player=1)
    _pass_all(duel, s)
    assert grave(duel, 0) == [SD] and [c.name for c in duel.players[0].deck] == ["Celtic Guardian"]
