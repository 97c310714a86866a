"""Winged Kuriboh: when it is destroyed on the field and sent to the GY, its controller takes no
battle damage for the rest of the turn.

Sources: the card's text (the 2005-era TCG text "When this card on the field is destroyed and sent
to the Graveyard, reduce all Battle Damage you take to 0 for the rest of the turn"; today's "If
... : You take no battle damage for the rest of this turn": the same, in our words): a mandatory
trigger, face-up or face-down, by battle or by an effect. yugioh-wiki.net 《ハネクリボー》: the
battle damage of the battle that destroys it is already dealt (damage calculation comes before
the destruction; seed 004 §伤害步骤); only "destroyed and sent to the GY": banished by Macro
Cosmos, or sent by a Tribute, it does nothing."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def _opponent_attacks(kuriboh_position="attack", field=()):
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    wk = table.monster(0, "Winged Kuriboh", position=kuriboh_position)
    for player, name in field:
        table.spell_trap(player, name, face_down=False)
    return table, wk


def test_winged_kuriboh_destroyed_by_battle_stops_later_battle_damage():
    """Q: Battle Ox (1700) attacks my Winged Kuriboh (300) in Attack Position, then Celtic Guardian
    attacks me directly. A: the first battle's 1400 is taken (dealt before Winged Kuriboh is
    destroyed); the direct attack deals 0: I end at 6600."""
    table, wk = _opponent_attacks()
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=wk)
    _resolve(s)
    assert grave(duel, 0) == ["Winged Kuriboh"] and lp(duel) == (6600, 8000)
    s.pick("attack", "Celtic Guardian", target="player")
    _resolve(s)
    assert lp(duel) == (6600, 8000)


def test_winged_kuriboh_face_down_destroyed_by_battle_works_too():
    """Q: Battle Ox attacks my Set Winged Kuriboh (DEF 200). A: no damage from that battle
    (Defense Position); then Celtic Guardian's direct attack deals 0: 8000."""
    table, wk = _opponent_attacks(kuriboh_position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=wk)
    _resolve(s)
    s.pick("attack", "Celtic Guardian", target="player")
    _resolve(s)
    assert lp(duel) == (8000, 8000) and grave(duel, 0) == ["Winged Kuriboh"]


def test_winged_kuriboh_destroyed_by_an_effect_works_too():
    """Q: In my opponent's Main Phase Fissure destroys my Winged Kuriboh; then both their monsters
    attack me directly. A: no battle damage this turn: 8000."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.monster(1, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    table.monster(0, "Winged Kuriboh")
    table.hand(1, "Fissure")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fissure", player=1)
    _resolve(s)
    assert grave(duel, 0) == ["Winged Kuriboh"]
    s.pick("battle")
    s.pick("attack", "Battle Ox", target="player")
    _resolve(s)
    s.pick("attack", "Celtic Guardian", target="player")
    _resolve(s)
    assert lp(duel) == (8000, 8000)


def test_winged_kuriboh_protects_only_for_that_turn():
    """Q: My Winged Kuriboh was destroyed in my opponent's turn; in their next turn Battle Ox
    attacks me directly. A: the effect ended with the turn: I take 1700."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.monster(1, "Battle Ox")
    table.monster(0, "Winged Kuriboh")
    table.hand(1, "Fissure")
    table.deck(0, ["Hitotsu-Me Giant"] * 3)
    table.deck(1, ["Hitotsu-Me Giant"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fissure", player=1)
    _resolve(s)
    s.end_turn()
    _resolve(s)
    s.end_turn()        # my turn 5: nothing done
    _resolve(s)
    assert duel.turn == 6
    s.pick("battle")
    s.pick("attack", "Battle Ox", target="player")
    _resolve(s)
    assert lp(duel) == (6300, 8000)


def test_winged_kuriboh_banished_by_macro_cosmos_does_nothing():
    """Q: Macro Cosmos is face-up; Battle Ox destroys my Set Winged Kuriboh, which is banished
    instead of going to the GY; then Celtic Guardian attacks directly. A: Winged Kuriboh was not
    sent to the GY: I take 1400."""
    table, wk = _opponent_attacks(kuriboh_position="set", field=[(1, "Macro Cosmos")])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=wk)
    _resolve(s)
    assert [c.name for c in duel.players[0].banished] == ["Winged Kuriboh"]
    s.pick("attack", "Celtic Guardian", target="player")
    _resolve(s)
    assert lp(duel) == (6600, 8000)


def test_winged_kuriboh_tributed_does_nothing():
    """Q: I Tribute Winged Kuriboh and Hitotsu-Me Giant for Hysteric Fairy's effect (+1000), then
    Hysteric Fairy (1800) attacks Summoned Skull (2500). A: a Tribute is no destruction: I take
    the 700 battle damage: 9000 - 700 = 8300."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, "Hysteric Fairy")
    table.monster(0, "Winged Kuriboh")
    table.monster(0, "Hitotsu-Me Giant")
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Hysteric Fairy")
    s.pick("select", "Winged Kuriboh")
    s.pick("select", "Hitotsu-Me Giant")
    _resolve(s)
    assert sorted(grave(duel, 0)) == ["Hitotsu-Me Giant", "Winged Kuriboh"]
    s.pick("battle")
    s.pick("attack", "Hysteric Fairy", target="Summoned Skull")
    _resolve(s)
    assert lp(duel) == (8300, 8000)
