"""Sangan's rulings as Goat players ask them (the GOAT preset, its 2005 effect: it
triggers when it is sent from the field to the Graveyard, no once-per-turn limit, no lock on the
card found).

Sources: Sangan's 2005 TCG text (Metal Raiders); its trigger needs the card to reach the GY
from the field: a monster banished from the field never was "sent to the Graveyard" (seed 000
§除外); several triggers of one moment go on one chain, the turn player's first (seed 000
§效果分類 › 誘發效果: "在特定時點發動的複數效果同時迎來該時點的場合，作為例外組成連鎖"). Torrential Tribute is the Goat answer to a summon and
Sangans are its most common victims (the Goat Control deck page on yugipedia)."""

from duelist.testing.reads import banished, field_monsters, grave, hand, of_type
from duelist.testing.scenario import Script, Table


def test_sangans_on_both_sides_destroyed_by_torrential_tribute_both_search():
    """Q: I Normal Summon; my opponent's Torrential Tribute destroys everything, my Sangan and
    theirs with it: who searches? A: both: the two triggers go on one chain, the turn
    player's first (Chain Link 1), so the opponent's resolves first."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Sangan")
    table.monster(1, "Sangan")
    table.hand(0, "Battle Ox")
    table.spell_trap(1, "Torrential Tribute")
    table.deck(0, ["Kozaky", "Mystical Elf"])
    table.deck(1, ["Giant Soldier of Stone", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox")
    s.pick("activate", "Torrential Tribute", player=1, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    picks = []
    while duel.request.kind == "select":
        picks.append(duel.request.player)
        s.pick("select", "Kozaky" if duel.request.player == 0 else "Celtic Guardian")
    assert picks == [1, 0]                                  # Chain Link 2 (the opponent's) first
    assert hand(duel, 0) == ["Kozaky"] and hand(duel, 1) == ["Celtic Guardian"]
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Sangan"]
    links = [(e["link"], e["player"]) for e in of_type(duel, "chain", 0) if e["name"] == "Sangan"]
    assert links == [(1, 0), (2, 1)]


def test_sangan_banished_by_black_luster_soldier_does_not_search():
    """Q: my opponent's Black Luster Soldier - Envoy of the Beginning banishes my Sangan: do I
    search? A: no: Sangan went from the field to the banished zone, never to the GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Black Luster Soldier - Envoy of the Beginning", summon_kind="proc")
    table.monster(1, "Sangan")
    table.deck(1, ["Kozaky", "Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Black Luster Soldier - Envoy of the Beginning")
    s.pick("target", "Sangan")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="idle", player=0)
    assert banished(duel, 1) == ["Sangan"] and hand(duel, 1) == []
    assert field_monsters(duel, 1) == []


def test_sangan_destroyed_by_cyber_jar_in_the_middle_of_its_effect_still_searches():
    """Q: my Battle Ox attacks my opponent's Set Cyber Jar; Cyber Jar destroys every monster,
    my Sangan with them, then we reveal 5 cards and summon: Sangan's "when" was not the last
    thing to happen; does it miss the timing? A: no: its effect is mandatory; only an optional
    "when ... you can" trigger misses it (seed 000 §特殊召喚 › 怪獸的條件特殊召喚: "『這張卡被送去
    墓地時，可以~~』這種隻在這個時點可以發動的選發誘發效果 ... 不能發動"). After Cyber Jar's
    effect, Sangan searches."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.monster(0, "Sangan")
    jar = table.monster(1, "Cyber Jar", position="set")
    table.deck(0, ["Kozaky", "Pot of Greed", "Heavy Storm", "Mirror Force", "Dark Hole", "Mystical Elf"])
    table.deck(1, ["Pot of Greed", "Heavy Storm", "Mirror Force", "Dark Hole", "Raigeki"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=jar)
    s.pick("option", "Face-up Attack Position", player=0, request="option")     # Kozaky
    s.pick("select", "Mystical Elf", player=0, request="select")                # Sangan's search
    s.expect(request="battle", player=0)
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Sangan"] and field_monsters(duel, 0) == ["Kozaky"]
    assert "Mystical Elf" in hand(duel, 0)


def test_sangan_tributed_for_mobius_searches_in_one_chain_with_mobius():
    """Q: I Tribute Sangan to Tribute Summon Mobius the Frost Monarch: does Sangan search, and in
    what order with Mobius's effect? A: both go on one chain once the summon succeeds: Sangan's
    mandatory effect is Chain Link 1, Mobius's optional one Chain Link 2 (mandatory before
    optional); Mobius destroys first, then Sangan searches. (Sangan's 2005 "when" is
    mandatory: the Tribute in the middle of the summon does not make it miss the timing; seed
    000 §上級召喚: "因上級召喚而導緻怪獸被解放的場合 ... 『這張卡被送去墓地時，可以~~』這種 ...
    選發誘發效果 ... 不能發動": only the optional ones miss it.)"""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Sangan")
    table.hand(0, "Mobius the Frost Monarch")
    mirror = table.spell_trap(1, "Mirror Force")
    table.deck(0, ["Kozaky"])
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Mobius the Frost Monarch")
    s.pick("tribute", "Sangan", request="tribute")
    s.pick("yes", request="yes_no", player=0)
    s.pick("target", mirror, request="target")
    s.pick("select", "Kozaky", request="select")
    s.expect(request="idle", player=0)
    assert [(e["link"], e["name"]) for e in of_type(duel, "chain")] == [
        (1, "Sangan"), (2, "Mobius the Frost Monarch")]
    assert hand(duel, 0) == ["Kozaky"] and grave(duel, 1) == ["Mirror Force"]
