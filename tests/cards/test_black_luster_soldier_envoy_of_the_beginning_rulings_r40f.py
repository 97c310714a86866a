"""Black Luster Soldier - Envoy of the Beginning's rulings as Goat judges give them (the GOAT
preset; the 2005 text: Special Summoned only by removing from play 1 LIGHT and 1 DARK monster in
its owner's Graveyard; once per turn, remove from play 1 monster on the field (then it cannot
attack), or attack again after destroying a monster by battle).

Sources: goatformat.com, "Individual Rulings (A-C)", BLACK LUSTER SOLDIER - ENVOY OF THE
BEGINNING (its entry, in our own words: removing the LIGHT and DARK monsters is the cost of its
Special Summon, a summon that Solemn Judgment can negate; its removal effect picks any monster
on the field, a face-down one included); "Individual Rulings (S-T)", SOLEMN JUDGMENT, Netrep
Rulings (a Special Summon made by a monster's own procedure can be negated).

Reading note (h40f): the stored copies of goatformat.com's Individual Rulings pages reachable
for this audit hold only each page's opening (the S-T page: its card headings), so the page is
named as where the card's 2005 Upper Deck rulings are listed, and the answer is put in our own
words from the card's 2005 text and the game's rules; it is not quoted from the page."""

from duelist.testing.reads import banished, field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def test_solemn_judgment_negates_its_summon_and_the_removed_monsters_stay_removed():
    """Q: I remove a LIGHT and a DARK monster from my GY to Special Summon Black Luster
    Soldier; my opponent activates Solemn Judgment. A: the summon is negated and the Soldier
    is destroyed (to my GY); the two removed monsters were the cost and stay removed from play;
    my opponent pays half their LP."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Black Luster Soldier - Envoy of the Beginning")
    table.grave(0, "Mystical Elf", "Summoned Skull")       # LIGHT, DARK
    table.spell_trap(1, "Solemn Judgment")
    duel = table.build()
    s = Script(duel)
    s.pick("special_summon", "Black Luster Soldier - Envoy of the Beginning")
    while duel.request.kind != "chain":
        s.answer(duel.request.options[0])
    s.pick("activate", "Solemn Judgment", player=1, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == []
    assert grave(duel, 0) == ["Black Luster Soldier - Envoy of the Beginning"]
    assert sorted(banished(duel, 0)) == ["Mystical Elf", "Summoned Skull"]
    assert lp(duel) == (8000, 4000)


def test_its_removal_effect_takes_a_face_down_cyber_jar_without_its_flip_effect():
    """Q: may Black Luster Soldier remove from play my opponent's face-down monster? Does a
    Set Cyber Jar removed this way use its FLIP effect? A: yes, any monster on the field may be
    picked; the Jar is removed from play without being flipped, so nothing is destroyed and no
    cards are picked up."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Black Luster Soldier - Envoy of the Beginning", summon_kind="proc")
    jar = table.monster(1, "Cyber Jar", position="set")
    table.monster(1, "Battle Ox")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Black Luster Soldier - Envoy of the Beginning")
    s.pick("target", jar, request="target")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert banished(duel, 1) == ["Cyber Jar"]
    assert field_monsters(duel, 0) == ["Black Luster Soldier - Envoy of the Beginning"]
    assert field_monsters(duel, 1) == ["Battle Ox"]
