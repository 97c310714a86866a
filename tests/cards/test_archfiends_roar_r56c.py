"""Archfiend's Roar (56246017), Normal Trap: pay 500 LP, Special Summon an "Archfiend" monster
from your GY; it cannot be Tributed and is destroyed in this turn's End Phase.

Sources, read in our words: the card's text (DCR, 2005; today's TCG text the same: pay 500 LP,
target 1 Archfiend monster in your GY, Special Summon it; it cannot be Tributed and is destroyed
during this turn's End Phase) and the OCG text quoted on w.atwiki.jp/fundeck 【ハンドレスデーモン】
(500ライフポイントを払い発動 ... いかなる場合にも生け贄にする事はできず、このターンのエンドフェイズに
破壊される). The End Phase destruction is no battle: yugioh-wiki.net 《万魔殿－悪魔の巣窟－》
names Archfiend's Roar as a trigger of Pandemonium's search. The LP are its cost (seed 000
§發動條件與代價: a cost that cannot be paid stops the activation)."""

from duelist.testing.reads import field_monsters, grave, hand, lp
from duelist.testing.scenario import Script, Table

from tests.cards.archfiend_positions import settle, yes_no_asked

AR = "Archfiend's Roar"


def _roar(rules="GOAT", lp0=8000, gy=("Archfiend Soldier",), pandemonium=False, deck=()):
    """Turn 3: player 0 has Archfiend's Roar Set and `gy` in the GY."""
    table = Table(rules=rules, turn=3, turn_player=0, lp=(lp0, 8000))
    table.spell_trap(0, AR)
    if pandemonium:
        table.field_spell(0, "Pandemonium")
    table.grave(0, *gy)
    table.deck(0, list(deck) or ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    return duel, Script(duel)


def test_archfiends_roar_revives_an_archfiend_until_the_end_phase():
    """Q: (both texts) I activate Archfiend's Roar targeting Archfiend Soldier in my GY. A: I pay
    500, the Soldier is Special Summoned; in my End Phase it is destroyed and back in my GY."""
    for rules in ("GOAT", "MR5"):
        duel, s = _roar(rules)
        s.pick("activate", AR)
        s.pick("target", "Archfiend Soldier")
        settle(duel, s)
        assert lp(duel) == (7500, 8000) and field_monsters(duel, 0) == ["Archfiend Soldier"], rules
        s.end_turn()
        settle(duel, s)
        assert duel.turn == 4 and field_monsters(duel, 0) == [], rules
        assert sorted(grave(duel, 0)) == sorted([AR, "Archfiend Soldier"]), rules


def test_archfiends_roar_needs_an_archfiend_in_the_gy():
    """Q: my GY holds only Battle Ox. A: no Archfiend to target: Archfiend's Roar cannot be
    activated."""
    duel, s = _roar(gy=("Battle Ox",))
    assert not s.has("activate", AR)


def test_archfiends_roar_needs_500_lp():
    """Q: I have 400 LP. A: the cost cannot be paid: it cannot be activated; with 500 it can."""
    duel, s = _roar(lp0=400)
    assert not s.has("activate", AR)
    duel, s = _roar(lp0=500)
    assert s.has("activate", AR)


def test_archfiends_roar_monster_cannot_be_tributed():
    """Q: I revive Archfiend Soldier with it, then try to Tribute Summon Summoned Skull. A: the
    Soldier cannot be Tributed: with no other monster the Skull cannot be Normal Summoned."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, AR)
    table.grave(0, "Archfiend Soldier")
    table.hand(0, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", AR)
    s.pick("target", "Archfiend Soldier")
    settle(duel, s)
    assert field_monsters(duel, 0) == ["Archfiend Soldier"]
    assert not s.has("summon", "Summoned Skull") and not s.has("set", "Summoned Skull")


def test_archfiends_roar_end_phase_destruction_triggers_pandemonium():
    """Q: I revive Skull Archfiend of Lightning (Level 6) with Archfiend's Roar under my
    Pandemonium; in my End Phase it is destroyed by the Roar's effect. A: a destruction other than
    by battle: Pandemonium lets me add Vilepawn Archfiend (Level 2) from my Deck."""
    duel, s = _roar(gy=("Skull Archfiend of Lightning",), pandemonium=True,
                    deck=("Vilepawn Archfiend", "Battle Ox", "Battle Ox"))
    s.pick("activate", AR)
    s.pick("target", "Skull Archfiend of Lightning")
    settle(duel, s)
    s.end_turn()
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert yes_no_asked(duel) and duel.request.player == 0
    s.pick("yes", player=0)
    settle(duel, s, pick="Vilepawn Archfiend")
    assert hand(duel, 0) == ["Vilepawn Archfiend"]
    assert "Skull Archfiend of Lightning" in grave(duel, 0)


def test_archfiends_roar_summoned_skull_in_both_eras():
    """Q: my GY holds Summoned Skull only. A: it is an "Archfiend" monster (its OCG name: the
    card database's series), in 2005 too (Card of the Day, eternity.mancubus.net, 2005-01-28:
    Summoned Skull retroactively deemed an Archfiend): Archfiend's Roar can be activated under
    both presets."""
    for rules in ("MR5", "GOAT"):
        duel, s = _roar(rules, gy=("Summoned Skull",))
        assert s.has("activate", AR), rules
