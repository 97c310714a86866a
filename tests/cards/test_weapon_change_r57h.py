"""Weapon Change (10035717), Continuous Spell: once per turn, during your Standby Phase, you can pay
700 LP to switch the ATK and DEF of 1 Warrior or Machine monster you control until the end of
your opponent's next turn.

Sources, in our words: the card's texts (AST-041, 2004: "until the End Phase of your opponent's next
turn"; today's: "pay 700 LP, then target 1 Warrior or Machine monster you control; switch its
original ATK/DEF until the end of your opponent's next turn": the same turns; no ERAS entry);
yugioh-wiki.net 《ウェポンチェンジ》 (OCG: 自分のスタンバイフェイズ時に700ライフポイントを払って発動
できる ... 戦士族・機械族モンスター1体 ... 次の相手のエンドフェイズ時まで入れ替える): activated as
its controller's Standby Phase comes, optional, only in their own turn; the switch is of the
original values, so an Equip Spell's gain applies on top (our reading of today's "original", as
Shield & Sword); a Spell effect, Imperial Order negates it (Imperial Order's text)."""

from duelist.testing.reads import lp
from duelist.testing.scenario import Script, Table

WC = "Weapon Change"


def _table(lp0=8000, monster="Celtic Guardian"):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="standby", lp=(lp0, 8000))
    table.spell_trap(0, WC, face_down=False)
    ref = table.monster(0, monster)
    table.deck(0, ["Battle Ox"] * 4)
    table.deck(1, ["Battle Ox"] * 4)
    return table, ref


def _to_turn(duel, s, turn):
    while not (duel.turn == turn and duel.request.kind == "idle"):
        if duel.request.kind == "chain":
            s.pick("pass", player=duel.request.player)
        elif duel.request.kind == "yes_no":
            s.pick("no", player=duel.request.player)
        else:
            s.end_turn()


def _switch(duel, s, ref):
    s.pick("yes", WC, player=0)
    if duel.request.kind == "target":
        s.pick("target", ref, player=0)
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _stats(duel, ref):
    card = ref.card(duel)
    return duel.atk(card), duel.defense(card)


def test_weapon_change_switches_atk_and_def_until_the_end_of_the_opponents_next_turn():
    """Q: in my Standby Phase I pay 700 LP for Weapon Change on my Celtic Guardian (1400/1200). A:
    it is 1200/1400 in my turn and through my opponent's next turn; in my following turn it is
    1400/1200 again (I decline the switch then)."""
    table, guardian = _table()
    duel = table.build()
    s = Script(duel)
    _switch(duel, s, guardian)
    assert lp(duel) == (7300, 8000) and _stats(duel, guardian) == (1200, 1400)
    _to_turn(duel, s, 4)
    assert _stats(duel, guardian) == (1200, 1400)
    _to_turn(duel, s, 5)
    assert _stats(duel, guardian) == (1400, 1200) and lp(duel) == (7300, 8000)


def test_weapon_change_only_a_warrior_or_machine_and_700_lp():
    """Q: my only monster is Mystical Elf (a Spellcaster); or I have Celtic Guardian but 600 LP. A:
    Weapon Change is not offered in my Standby Phase in either case."""
    for lp0, monster in ((8000, "Mystical Elf"), (600, "Celtic Guardian")):
        table, _ = _table(lp0, monster)
        duel = table.build()
        assert duel.request.kind == "idle" and duel.phase == "main1", (lp0, monster)
        assert lp(duel) == (lp0, 8000)


def test_weapon_change_not_in_the_opponents_standby_phase():
    """Q: Weapon Change is face-up; my opponent's turn begins. A: nothing is offered to me in their
    Standby Phase."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="standby")
    table.spell_trap(0, WC, face_down=False)
    table.monster(0, "Celtic Guardian")
    table.deck(1, ["Battle Ox"] * 2)
    duel = table.build()
    assert duel.request.kind == "idle" and duel.request.player == 1 and lp(duel) == (8000, 8000)


def test_weapon_change_gains_stay_on_top():
    """Q: my Celtic Guardian (1400/1200) holds Axe of Despair (+1000 ATK); I switch it with Weapon
    Change. A: its original ATK/DEF become 1200/1400, and the Axe's gain is on top: 2200/1400."""
    table, guardian = _table()
    table.spell_trap(0, "Axe of Despair", face_down=False, equipped_to=guardian)
    duel = table.build()
    s = Script(duel)
    assert _stats(duel, guardian) == (2400, 1200)
    _switch(duel, s, guardian)
    assert _stats(duel, guardian) == (2200, 1400)


def test_weapon_change_negated_by_imperial_order():
    """Q: my opponent's Imperial Order is face-up in my Standby Phase; I activate Weapon Change's
    effect on Celtic Guardian anyway. A: the 700 LP cost is paid, but the effect is negated as it
    resolves: Celtic Guardian stays 1400/1200 (the engine's rule for a negated card's effects:
    activated, negated on resolution, as under Skill Drain)."""
    table, guardian = _table()
    table.spell_trap(1, "Imperial Order", face_down=False)
    duel = table.build()
    s = Script(duel)
    _switch(duel, s, guardian)
    assert _stats(duel, guardian) == (1400, 1200) and lp(duel) == (7300, 8000)
    assert [e["name"] for e in duel.log if e["type"] == "negated"] == [WC]
