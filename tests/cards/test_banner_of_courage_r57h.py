"""Banner of Courage (10012614), Continuous Spell: the monsters you control gain 200 ATK during your
Battle Phase only.

Sources, in our words: the card's texts (DR1-EN037, 2004, and today's: the same; no ERAS entry);
yugioh-wiki.net 《勇気の旗印》 (OCG: 「自分のバトルフェイズ中のみ、自分フィールド上の全てのモンスター
の攻撃力は200ポイントアップする」): only in its controller's own Battle Phase, the Damage Step
included; not in the opponent's Battle Phase (my monsters defending get nothing), not in the Main
Phases; a Spell effect, so Imperial Order negates it (Imperial Order's text)."""

from duelist.testing.reads import lp
from duelist.testing.scenario import Script, Table

BANNER = "Banner of Courage"


def test_banner_of_courage_200_atk_in_my_battle_phase_only():
    """Q: Banner of Courage is face-up; my Battle Ox (1700) attacks my opponent's Celtic Guardian
    (1400). A: in Main Phase 1 Battle Ox has 1700; in my Battle Phase 1900, so the battle deals
    500; in Main Phase 2 it is back at 1700 (both eras)."""
    for rules in ("GOAT", "MR5"):
        table = Table(rules=rules, turn=3, turn_player=0)
        table.spell_trap(0, BANNER, face_down=False)
        ox = table.monster(0, "Battle Ox")
        table.monster(1, "Celtic Guardian")
        duel = table.build()
        s = Script(duel)
        assert duel.atk(ox.card(duel)) == 1700, rules
        s.pick("battle", player=0)
        while duel.request.kind != "battle":
            s.pick("pass", player=duel.request.player)
        assert duel.atk(ox.card(duel)) == 1900, rules
        s.pick("attack", ox, target="Celtic Guardian")
        while duel.request.kind == "chain":
            s.pick("pass", player=duel.request.player)
        assert lp(duel) == (8000, 7500), rules
        s.pick("end_battle", player=0)
        while duel.request.kind == "chain":
            s.pick("pass", player=duel.request.player)
        assert duel.phase == "main2" and duel.atk(ox.card(duel)) == 1700, rules


def test_banner_of_courage_nothing_in_the_opponents_battle_phase():
    """Q: my opponent's Mad Dog of Darkness (1900) attacks my Battle Ox (1700) while my Banner of
    Courage is face-up. A: Battle Ox stays at 1700: it is destroyed and I take 200."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.spell_trap(0, BANNER, face_down=False)
    ox = table.monster(0, "Battle Ox")
    table.monster(1, "Mad Dog of Darkness")
    duel = table.build()
    s = Script(duel)
    assert duel.atk(ox.card(duel)) == 1700
    s.pick("attack", "Mad Dog of Darkness", target=ox, player=1)
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert lp(duel) == (7800, 8000) and [c.name for c in duel.players[0].grave] == ["Battle Ox"]


def test_banner_of_courage_negated_by_imperial_order():
    """Q: Imperial Order is face-up as well; my Battle Ox is in my Battle Phase. A: Banner of
    Courage's effect is negated: Battle Ox keeps 1700."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.spell_trap(0, BANNER, face_down=False)
    table.spell_trap(1, "Imperial Order", face_down=False)
    ox = table.monster(0, "Battle Ox")
    duel = table.build()
    assert duel.phase == "battle" and duel.atk(ox.card(duel)) == 1700
