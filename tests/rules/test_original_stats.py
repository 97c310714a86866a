"""A monster's original ATK/DEF (元々の攻撃力 / 元々の守備力) as the engine knows it: the printed
value, or what a continuous "its original ATK becomes X" effect makes it; every "becomes"
value, gain and loss works from it, and "its original ATK" reads it.

Seed 000 §怪獸卡 (攻擊力 / 守備力: the values printed on a monster card) and §效果分類 (永續效果:
an effect that applies while its card is face-up on the field). Rulings relied on:
- The official rulebook (as quoted by yugioh-wiki, 元々の攻撃力(守備力)): "original ATK" is the
  printed value, without what Equip Spells or other effects added; a printed "?" counts as 0
  on the field.
- yugioh-wiki, 元々の攻撃力(守備力): two texts look alike and differ, "its original ATK becomes
  X" (元々の攻撃力は～になる) and "its ATK becomes X" (攻撃力は～になる). The first makes X the
  original value itself (Shrink, "halve the original ATK", halves it); the second is a value
  changed by an effect, not an original one.
- Chimeratech Fortress Dragon (OCG: このカードの元々の攻撃力は、融合素材としたモンスターの数×1000
  になる; Konami's rulings as collected by duelsociety, 2007): the number its effect decides
  is its original ATK: Megamorph doubles it, Shrink halves it.
- Gladiator Beast Laquari (OCG text: 元々の攻撃力は2100になる) when a Gladiator Beast's effect
  Special Summoned it.
- The Wicked Eraser (OCG: このカードの攻撃力・守備力は、相手フィールドのカードの数×1000になる,
  no 元々の): its ATK/DEF *become* the count; its original ATK stays the printed "?", 0.

Ring of Destruction (today's text) and Number 61: Volcasaurus burn the destroyed monster's
original ATK, read on the field (engine: actions.py `Duel.original_stat`, `Ctx.original_atk`;
a continuous effect declares it as `Effect(CONTINUOUS, tag=C.SET_STATS, original=True)`).
Each test but the last two failed before the engine knew it (they read the printed ATK).
"""

import pytest

from duelist.cards.common import C, CONTINUOUS, Effect
from duelist.engine import state as S
from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table
from tests.rules.stand_ins import stand_in


def _pass_chains(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _summon_fortress(s, machines=2, position="Attack Position"):
    """Player 1 contact-fuses Chimeratech Fortress Dragon from Cyber Dragon and `machines`
    Mechanicalchasers of their own field: 1 + machines materials."""
    s.pick("special_summon", "Chimeratech Fortress Dragon")
    if s.duel.request.kind == "select":       # (one material set only: no question)
        s.pick("select", "Cyber Dragon")
        s.pick("select", "Mechanicalchaser", first=True)
        for _ in range(machines - 1):
            s.pick("yes", request="yes_no")
            s.pick("select", "Mechanicalchaser", first=True)
    s.pick("option", position, request="option")
    return [m for m in s.duel.monsters(1) if m.name == "Chimeratech Fortress Dragon"][0]


def _fortress_table(machines=2, lp_=None, rules=None, turn=3):
    """Player 1's Main Phase 1: Cyber Dragon and `machines` Mechanicalchasers face-up,
    Chimeratech Fortress Dragon in the Extra Deck; player 0 holds Ring of Destruction Set."""
    table = Table(rules=rules, turn=turn, turn_player=1, lp=lp_)
    table.monster(1, "Cyber Dragon")
    for _ in range(machines):
        table.monster(1, "Mechanicalchaser")
    table.extra(1, "Chimeratech Fortress Dragon")
    table.deck(0, ["Battle Ox"] * 5)
    table.deck(1, ["Battle Ox"] * 5)
    return table


def test_ring_of_destruction_on_a_chimeratech_fortress_dragon_of_three_materials_burns_3000():
    """Chimeratech Fortress Dragon summoned with three materials: its original ATK is 3000
    (printed 0). Ring of Destruction, answering the summon, destroys it: player 0 takes 3000,
    then player 1 takes 3000 (before: 0 each, the printed value)."""
    table = _fortress_table()
    table.spell_trap(0, "Ring of Destruction")
    duel = table.build()
    s = Script(duel)
    fortress = _summon_fortress(s)
    assert duel.atk(fortress) == 3000 and duel.original_stat(fortress, 0) == 3000
    s.pick("activate", "Ring of Destruction", player=0, request="chain")
    s.pick("target", "Chimeratech Fortress Dragon", player=0)
    _pass_chains(s, duel)
    assert "Chimeratech Fortress Dragon" in grave(duel, 1)
    assert lp(duel) == (5000, 5000)


def test_ring_of_destruction_asks_the_chimeratechs_current_atk_against_the_lp():
    """Ring of Destruction's "whose ATK is less than or equal to their LP" reads the ATK the
    monster has now: a Chimeratech of three materials (3000) is no target while player 1
    has 2500 LP; one of two materials (2000) is, and burns its original 2000."""
    table = _fortress_table(machines=2, lp_=(8000, 2500))
    table.spell_trap(0, "Ring of Destruction")
    duel = table.build()
    s = Script(duel)
    _summon_fortress(s)
    assert not s.has("activate", "Ring of Destruction")

    table = _fortress_table(machines=1, lp_=(8000, 2500))
    table.spell_trap(0, "Ring of Destruction")
    duel = table.build()
    s = Script(duel)
    fortress = _summon_fortress(s, machines=1)
    assert duel.atk(fortress) == 2000
    s.pick("activate", "Ring of Destruction", player=0, request="chain")
    s.pick("target", "Chimeratech Fortress Dragon", player=0)
    _pass_chains(s, duel)
    assert lp(duel) == (6000, 500)


def test_an_equip_gain_works_from_the_set_original_atk_and_ring_burns_the_original():
    """Sword of Dark Destruction (+400 for a DARK monster) on a Chimeratech of three
    materials: its ATK is 3000 + 400 = 3400 (the gain applies over the original value its
    effect set); Ring of Destruction burns the original ATK, 3000, not 3400."""
    table = _fortress_table()
    table.hand(1, "Sword of Dark Destruction")
    table.spell_trap(0, "Ring of Destruction")
    duel = table.build()
    s = Script(duel)
    fortress = _summon_fortress(s)
    _pass_chains(s, duel)
    s.pick("activate", "Sword of Dark Destruction", player=1)
    s.pick("target", "Chimeratech Fortress Dragon", player=1)
    _pass_chains(s, duel)
    assert duel.atk(fortress) == 3400 and duel.original_stat(fortress, 0) == 3000
    s.pick("battle", player=1)                  # player 0 may act as Main Phase 1 ends
    s.pick("activate", "Ring of Destruction", player=0, request="chain")
    s.pick("target", "Chimeratech Fortress Dragon", player=0)
    _pass_chains(s, duel)
    assert lp(duel) == (5000, 5000)


def test_ring_of_destruction_on_laquari_tagged_in_burns_its_original_2100():
    """Gladiator Beast Laquari Special Summoned by Gladiator Beast Bestiari's tag out: its
    original ATK is 2100 (printed 1800). Ring of Destruction answering its summon burns
    2100 to each player."""
    table = Table(turn=3, turn_player=1, phase="battle_step")
    table.monster(1, "Gladiator Beast Bestiari")
    table.deck(1, ["Gladiator Beast Laquari", "Battle Ox", "Battle Ox"])
    table.deck(0, ["Battle Ox"] * 5)
    table.spell_trap(0, "Ring of Destruction")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Gladiator Beast Bestiari", target="player")
    _pass_chains(s, duel)
    s.pick("end_battle")
    while not s.has("yes"):
        s.pick("pass", player=duel.request.player)
    s.pick("yes", player=1)                     # Bestiari's tag out
    if duel.request.kind == "select":
        s.pick("select", "Gladiator Beast Laquari", player=1)
    s.pick("option", "Attack Position", request="option")
    laquari = [m for m in duel.monsters(1) if m.name == "Gladiator Beast Laquari"][0]
    assert duel.atk(laquari) == 2100 and duel.original_stat(laquari, 0) == 2100
    while not s.has("activate", "Ring of Destruction"):
        s.pick("pass", player=duel.request.player)
    before = lp(duel)
    s.pick("activate", "Ring of Destruction", player=0)
    s.pick("target", "Gladiator Beast Laquari", player=0)
    _pass_chains(s, duel)
    assert lp(duel) == (before[0] - 2100, before[1] - 2100)


def _theirs_become_1000(monkeypatch):
    """Celtic Guardian as a stand-in: "face-up monsters your opponent controls: their ATK
    becomes 1000" (no card of the pool sets another card's ATK with a continuous effect)."""
    def theirs(ctx, card):
        return card.location == S.MZONE and card.controller != ctx.player

    stand_in(monkeypatch, "Celtic Guardian", [
        Effect(CONTINUOUS, tag=C.SET_STATS, affects=theirs, value=lambda ctx, card: (1000, None),
               label="the opponent's monsters: ATK 1000")])


def test_an_atk_becomes_applies_over_a_later_original_atk(monkeypatch):
    """The original ATK is the base a "becomes" value replaces, whatever their timestamps: a
    stand-in (player 0's Celtic Guardian: the opponent's monsters' ATK becomes 1000) is on the
    field before player 1 summons a Chimeratech of three materials. Its original ATK is 3000
    and its ATK 1000 (before: 3000, the later effect applied last as if both were "becomes").
    Ring of Destruction may target it with player 1 at 2000 LP (1000 <= 2000) and burns its
    original 3000: player 1 loses."""
    _theirs_become_1000(monkeypatch)
    table = _fortress_table(lp_=(8000, 2000))
    table.monster(0, "Celtic Guardian")
    table.spell_trap(0, "Ring of Destruction")
    duel = table.build()
    s = Script(duel)
    fortress = _summon_fortress(s)
    assert duel.atk(fortress) == 1000 and duel.original_stat(fortress, 0) == 3000
    s.pick("activate", "Ring of Destruction", player=0, request="chain")
    s.pick("target", "Chimeratech Fortress Dragon", player=0)
    _pass_chains(s, duel)
    assert lp(duel) == (5000, 0) and duel.result is not None and duel.result["winner"] == 0


def test_volcasaurus_burns_the_original_atk_of_a_chimeratech_whose_atk_became_0():
    """A "becomes" value applies over the set original ATK without changing it: player 1's
    Chimeratech of three materials is Set in Defense Position (turn 3); in player 0's turn,
    Black Rose Dragon turns it to Attack Position with ATK 0 this turn, and Number 61:
    Volcasaurus then destroys it and burns its original ATK, 3000 (before: 0)."""
    table = _fortress_table(rules="MR5")
    table.monster(0, "Black Rose Dragon", summon_kind="synchro")
    table.monster(0, "Number 61: Volcasaurus", materials=["Leogun", "Megasonic Eye"])
    table.grave(0, "Lord Poison")              # a Plant for Black Rose Dragon's cost
    duel = table.build()
    s = Script(duel)
    fortress = _summon_fortress(s, position="Defense Position")
    _pass_chains(s, duel)
    s.end_turn()
    while duel.request.kind != "idle" or duel.turn_player != 0:
        s.pick("pass", player=duel.request.player)
    s.pick("activate", "Black Rose Dragon")
    s.pick("select", "Lord Poison")
    s.pick("target", "Chimeratech Fortress Dragon")
    _pass_chains(s, duel)
    fortress = [m for m in duel.monsters(1) if m.name == "Chimeratech Fortress Dragon"][0]
    assert fortress.face_up and duel.atk(fortress) == 0 and duel.original_stat(fortress, 0) == 3000
    s.pick("activate", "Number 61: Volcasaurus")
    if duel.request.kind == "select":
        s.pick("select", "Megasonic Eye")
    s.pick("target", "Chimeratech Fortress Dragon")
    _pass_chains(s, duel)
    assert "Chimeratech Fortress Dragon" in grave(duel, 1)
    assert lp(duel) == (8000, 5000)


def test_volcasaurus_destroying_the_wicked_eraser_burns_its_printed_original_atk_0():
    """The Wicked Eraser's ATK *becomes* 1000 for each card player 0 controls (here 1000:
    Volcasaurus alone); its original ATK stays the printed "?", 0 on the field. Volcasaurus
    destroys it and burns 0 (player 1 keeps 8000 LP)."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Number 61: Volcasaurus", materials=["Leogun", "Megasonic Eye"])
    eraser = table.monster(1, "The Wicked Eraser")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    assert duel.atk(eraser.card(duel)) == 1000 and duel.original_stat(eraser.card(duel), 0) == 0
    s = Script(duel)
    s.pick("activate", "Number 61: Volcasaurus")
    if duel.request.kind == "select":
        s.pick("select", "Megasonic Eye")
    s.pick("target", "The Wicked Eraser")
    _pass_chains(s, duel)
    assert "The Wicked Eraser" in grave(duel, 1)
    assert lp(duel)[1] == 8000


def test_a_face_down_chimeratech_has_its_printed_original_atk():
    """A face-down monster has no continuous effect applying: Book of Moon turns player 1's
    Chimeratech of three materials face-down, and its original ATK (and ATK) is the
    printed 0."""
    table = _fortress_table()
    table.spell_trap(0, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    fortress = _summon_fortress(s)
    assert duel.original_stat(fortress, 0) == 3000
    s.pick("activate", "Book of Moon", player=0, request="chain")
    s.pick("target", "Chimeratech Fortress Dragon", player=0)
    _pass_chains(s, duel)
    fortress = [m for m in duel.monsters(1) if m.name == "Chimeratech Fortress Dragon"][0]
    assert not fortress.face_up
    assert duel.original_stat(fortress, 0) == 0 and duel.atk(fortress) == 0


def test_only_a_continuous_set_stats_effect_may_declare_an_original_value():
    """`original=True` says "its original ATK/DEF becomes": only for a continuous set_stats
    effect (a misplaced declaration fails when the card module is imported)."""
    with pytest.raises(ValueError):
        Effect(CONTINUOUS, tag=C.STATS, original=True, value=lambda ctx, card: (100, 0))
    assert Effect(CONTINUOUS, tag=C.SET_STATS, original=True, value=lambda ctx, card: (0, None)).original
