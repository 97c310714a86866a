"""Two Soul Exchanges on one monster give one Tribute, not two (stop 43; found by
`fuzz_pairs --rules GOAT --check`, seed 8100041: Monarch Soul Control).

Soul Exchange (68005187) lets its activator Tribute the targeted monster of the opponent's
this turn, as if they controlled it. Two Soul Exchanges may target the same monster; that
is still one monster, and a Tribute Summon needs as many monsters as its Level asks (seed 004
§上級召喚: Level 7 or more, two Tributes). Before, each Soul Exchange counted the monster once,
so a Level 7 monster was offered for a Tribute Summon with one monster to Tribute, and the
second Tribute's request had no option at all."""

import pytest

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

# both texts: today's ("must Tribute that monster") and the 2005 one GOAT plays ("may")
TEXTS = pytest.mark.parametrize("rules", ["MR5", "GOAT"])


def _two_soul_exchanges_on_battle_ox(rules, hand):
    table = Table(rules=rules, turn=3)
    table.monster(1, "Battle Ox")
    table.hand(0, "Soul Exchange", "Soul Exchange", *hand)
    duel = table.build()
    s = Script(duel)
    for _ in range(2):
        s.pick("activate", "Soul Exchange", request="idle", first=True)
        s.pick("target", "Battle Ox")
        while duel.request is not None and duel.request.kind == "chain":
            s.pick("pass", player=duel.request.player)
    return duel, s


@TEXTS
def test_a_level_7_monster_is_not_offered_with_one_monster_named_twice(rules):
    """Player 0 controls no monster; both Soul Exchanges name Battle Ox. Dark Magician
    (Level 7, two Tributes) may not be Tribute Summoned or Set."""
    duel, s = _two_soul_exchanges_on_battle_ox(rules, ["Dark Magician"])
    assert duel.request.kind == "idle"
    assert not s.has("summon", "Dark Magician")
    assert not s.has("set", "Dark Magician")


@TEXTS
def test_a_level_6_monster_still_takes_the_monster_once(rules):
    """The same position with Summoned Skull (Level 6, one Tribute): Battle Ox is offered
    once as its Tribute, and goes to its owner's GY."""
    duel, s = _two_soul_exchanges_on_battle_ox(rules, ["Summoned Skull"])
    s.pick("summon", "Summoned Skull", request="idle", first=True)
    assert [o.name for o in duel.request.options if o.kind == "tribute"] == ["Battle Ox"]
    s.pick("tribute", "Battle Ox", request="tribute")
    assert field_monsters(duel, 0) == ["Summoned Skull"]
    assert grave(duel, 1) == ["Battle Ox"]


@TEXTS
def test_a_sheep_token_named_by_soul_exchange_still_cannot_be_tributed_for_a_tribute_summon(rules):
    """Player 1 answers player 0's Pot of Greed with Scapegoat; player 0 (no monster of their
    own) activates Soul Exchange on a Sheep Token. Summoned Skull may be neither Tribute
    Summoned nor Set with it: Scapegoat's Tokens cannot be Tributed for a Tribute Summon, and
    Soul Exchange changes whose monster may be Tributed, not whether (stop 43, h43n's
    request 1)."""
    table = Table(rules=rules, turn=3)
    table.hand(0, "Pot of Greed", "Soul Exchange", "Summoned Skull")
    table.spell_trap(1, "Scapegoat")
    table.deck(0, ["Battle Ox"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed")
    s.pick("activate", "Scapegoat", request="chain", player=1)
    while duel.request.kind in ("chain", "zone"):
        if duel.request.kind == "zone":
            s.answer(duel.request.options[0])
        else:
            s.pick("pass", player=duel.request.player)
    assert [m.name for m in duel.monsters(1)] == ["Sheep Token"] * 4
    s.pick("activate", "Soul Exchange", request="idle")
    s.pick("target", "Sheep Token", first=True)
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert duel.request.kind == "idle"
    assert not s.has("summon", "Summoned Skull")
    assert not s.has("set", "Summoned Skull")


@TEXTS
def test_two_soul_exchanges_on_two_monsters_give_two_tributes(rules):
    """Player 0 controls no monster; one Soul Exchange names Battle Ox, the other Mystical
    Elf: two monsters, two Tributes, and Dark Magician (Level 7) is Tribute Summoned with both."""
    table = Table(rules=rules, turn=3)
    table.monster(1, "Battle Ox")
    table.monster(1, "Mystical Elf")
    table.hand(0, "Soul Exchange", "Soul Exchange", "Dark Magician")
    duel = table.build()
    s = Script(duel)
    for victim in ("Battle Ox", "Mystical Elf"):
        s.pick("activate", "Soul Exchange", request="idle", first=True)
        s.pick("target", victim)
        while duel.request is not None and duel.request.kind == "chain":
            s.pick("pass", player=duel.request.player)
    assert duel.request.kind == "idle" and duel.request.player == 0
    s.pick("summon", "Dark Magician")
    while duel.request.kind in ("tribute", "zone"):
        s.pick(duel.request.kind, first=True)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert [c.name for c in duel.monsters(0)] == ["Dark Magician"]
    assert not duel.monsters(1)


@TEXTS
def test_a_named_monster_then_taken_with_change_of_heart_is_one_tribute(rules):
    """Soul Exchange names player 1's Battle Ox, then Change of Heart gives player 0 control
    of it: it is one monster, player 0's own now, so Dark Magician (Level 7, two Tributes) may
    be neither Tribute Summoned nor Set, and Summoned Skull (one Tribute) may."""
    table = Table(rules=rules, turn=3)
    table.monster(1, "Battle Ox")
    table.hand(0, "Soul Exchange", "Change of Heart", "Dark Magician", "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    for card in ("Soul Exchange", "Change of Heart"):
        s.pick("activate", card, request="idle", first=True)
        s.pick("target", "Battle Ox")
        while duel.request is not None and duel.request.kind == "chain":
            s.pick("pass", player=duel.request.player)
    assert [c.name for c in duel.monsters(0)] == ["Battle Ox"]
    assert duel.request.kind == "idle" and duel.request.player == 0
    assert not s.has("summon", "Dark Magician")
    assert not s.has("set", "Dark Magician")
    assert s.has("summon", "Summoned Skull")
