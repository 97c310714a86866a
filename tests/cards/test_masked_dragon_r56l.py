"""Masked Dragon (39191307): when it is destroyed by battle and sent to the GY, its owner may
Special Summon 1 Dragon with 1500 or less ATK from their Deck.

Sources: the card's texts in our words (the 2005 TCG print, RDS, and today's do the same: no ERAS
entry); yugioh-wiki.net 《仮面竜》: an optional trigger in the GY; the monster may come in face-up
Attack or Defense Position (the text names none: seed 000 §特殊召喚); it is no Flip effect, so a
Set Masked Dragon destroyed by battle floats too (as goatformat.com's Mystic Tomato ruling);
destroyed by a card effect (Fissure) it does nothing; Macro Cosmos banishes it instead of sending
it to the GY: no summon (its text: "and sent to the GY")."""

from duelist.engine import state as S
from duelist.testing.reads import banished, field_monsters, grave
from duelist.testing.scenario import Script, Table

MD = "Masked Dragon"


def _attacked(deck, position="attack", macro=False):
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    md = table.monster(0, MD, position=position)
    table.monster(1, "Summoned Skull")
    if macro:
        table.spell_trap(1, "Macro Cosmos", face_down=False)
    table.deck(0, deck)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=md, player=1)
    return duel, s


def test_masked_dragon_summons_a_dragon_in_defense_position():
    """Q: Summoned Skull destroys my Masked Dragon by battle; my Deck holds Koumori Dragon (1500),
    Masked Dragon and Battle Ox. A: I may Special Summon a Dragon with 1500 or less ATK, Battle
    Ox is no choice: I take Masked Dragon in face-up Defense Position."""
    duel, s = _attacked(["Koumori Dragon", MD, "Battle Ox"])
    s.pick("yes", MD, player=0, request="yes_no")
    assert {o.name for o in duel.request.options} == {"Koumori Dragon", MD}
    s.pick("select", MD, player=0)
    opt = [o for o in duel.request.options if o.name == "Defense Position"]
    s.answer(opt[0])
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert grave(duel, 0) == [MD] and field_monsters(duel, 0) == [MD]
    assert duel.monsters(0)[0].position == S.FACEUP_DEFENSE
    assert sorted(c.name for c in duel.players[0].deck) == ["Battle Ox", "Koumori Dragon"]
    assert duel.players[0].lp == 6900


def test_masked_dragon_set_and_destroyed_by_battle_still_floats():
    """Q: my Set Masked Dragon is attacked and destroyed. A: it is no Flip effect: I may summon
    Koumori Dragon."""
    duel, s = _attacked(["Koumori Dragon"], position="set")
    s.pick("yes", MD, player=0, request="yes_no")
    s.pick("select", "Koumori Dragon", player=0)
    opt = [o for o in duel.request.options if o.name == "Attack Position"]
    s.answer(opt[0])
    assert field_monsters(duel, 0) == ["Koumori Dragon"] and grave(duel, 0) == [MD]


def test_masked_dragon_with_no_fitting_dragon_offers_nothing():
    """Q: my Deck holds only Blue-Eyes White Dragon (3000) and Battle Ox (no Dragon). A: no
    monster fits: nothing is offered, the battle goes on."""
    duel, s = _attacked(["Blue-Eyes White Dragon", "Battle Ox"])
    assert duel.request.kind == "battle" and duel.request.player == 1
    assert grave(duel, 0) == [MD] and field_monsters(duel, 0) == []


def test_masked_dragon_destroyed_by_fissure_does_nothing():
    """Q: my opponent's Fissure destroys my Masked Dragon. A: not by battle: no summon."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.monster(0, MD)
    table.hand(1, "Fissure")
    table.deck(0, ["Koumori Dragon"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fissure", player=1)
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert grave(duel, 0) == [MD] and field_monsters(duel, 0) == []
    assert duel.request.kind == "idle" and duel.request.player == 1


def test_masked_dragon_banished_by_macro_cosmos_does_nothing():
    """Q: my opponent's Macro Cosmos is face-up when Summoned Skull destroys my Masked Dragon. A:
    it is banished, not sent to the GY: no summon."""
    duel, s = _attacked(["Koumori Dragon"], macro=True)
    assert duel.request.kind == "battle"
    assert banished(duel, 0) == [MD] and field_monsters(duel, 0) == []
