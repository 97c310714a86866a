"""Machine Duplication (63995093): what its target must still be as it resolves, and the room it
needs (a judge's review, round 56q).

Sources: the card's texts in our words (the 2005 print and today's: target 1 face-up Machine you
control with 500 or less ATK; summon up to 2 of its name from the Deck; no ERAS entry); seed 000
§對象 (a target that no longer fits what the effect targets as the card resolves: the effect does
nothing to it). That "500 or less ATK" is asked again as the card resolves is our reading of that
rule (no ruling found for this card; a simulator, ygopro, asks only "face-up" again: doubtful). The free Monster Zone: an effect whose whole doing is a Special Summon cannot
be activated with no zone to summon to (the engine's `ctx.can_special_summon`, docs/cards.md)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

DUP = "Machine Duplication"
CAR = "Bokoichi the Freightening Car"      # Level 2 Machine, 500 / 500


def _pass(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def test_machine_duplication_target_raised_above_500_atk_summons_nothing():
    """Q: I target my Car (500 ATK) with Machine Duplication; my opponent chains Rush Recklessly on
    the Car, which is 1200 as Duplication resolves. A: its target no longer has 500 or less ATK:
    nothing is summoned; both Cars stay in my Deck (our reading of seed 000 §對象)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    car = table.monster(0, CAR)
    table.hand(0, DUP)
    table.spell_trap(1, "Rush Recklessly")
    table.deck(0, [CAR, CAR])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", DUP, request="idle")
    s.pick("target", CAR)
    s.pick("activate", "Rush Recklessly", player=1, request="chain")
    s.pick("target", car, player=1)
    _pass(s)
    assert duel.request.kind == "idle"
    assert duel.atk(car.card(duel)) == 1200
    assert field_monsters(duel, 0) == [CAR]
    assert [c.name for c in duel.players[0].deck] == [CAR, CAR]
    assert grave(duel, 0) == [DUP] and grave(duel, 1) == ["Rush Recklessly"]


def test_machine_duplication_needs_a_free_monster_zone():
    """Q: my Car is face-up with copies in my Deck, but my five Monster Zones are full. A: no
    monster could be summoned: Machine Duplication cannot be activated. With one zone freed, it
    can."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, CAR)
    for name in ("Battle Ox", "Celtic Guardian", "Mystical Elf", "Giant Soldier of Stone"):
        table.monster(0, name)
    table.hand(0, DUP)
    table.deck(0, [CAR, CAR])
    duel = table.build()
    assert not Script(duel).has("activate", DUP)
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, CAR)
    for name in ("Battle Ox", "Celtic Guardian", "Mystical Elf"):
        table.monster(0, name)
    table.hand(0, DUP)
    table.deck(0, [CAR, CAR])
    assert Script(table.build()).has("activate", DUP)
