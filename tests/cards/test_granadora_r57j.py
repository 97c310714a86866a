"""Granadora (13944422), Level 4 WATER Reptile, 1900 / 700: Normal, Flip or Special Summoned, its
controller gains 1000 LP; destroyed and sent to the GY, its owner takes 2000 damage.

Sources, in our words: the card's text (IOC-030, 2004, and today's do the same: no ERAS entry; both
effects are mandatory triggers, which never miss the timing); yugioh-wiki.net 《グラナドラ》 (two
trigger effects; the damage only when it is "destroyed and sent to the GY": Tributed, sent or
banished it deals none, and Macro Cosmos, which banishes it instead, avoids the damage; destroyed in
the hand, Deck Devastation Virus, it still deals it); seed 000 §連鎖 (a trigger's chain link resolves
even after its monster left the field, unless its text needs it there)."""

from duelist.engine import state as S
from duelist.testing.reads import banished, grave, lp
from duelist.testing.scenario import Script, Table

GRANADORA = "Granadora"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind in ("chain", "yes_no"):
        if s.duel.request.kind == "yes_no":
            s.pick("no", player=s.duel.request.player)
        else:
            s.pick("pass", player=s.duel.request.player)


def test_granadora_normal_summoned_gains_1000():
    """Q: I Normal Summon Granadora. A: I gain 1000 LP: 9000."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, GRANADORA)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", GRANADORA)
    _resolve(s)
    assert lp(duel) == (9000, 8000)


def test_granadora_flip_summoned_gains_1000():
    """Q: I Flip Summon my Set Granadora. A: I gain 1000 LP (the text names the Flip Summon too)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, GRANADORA, position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", GRANADORA)
    _resolve(s)
    assert lp(duel) == (9000, 8000)


def test_granadora_revived_gains_1000_and_set_gains_nothing():
    """Q: I revive Granadora with Monster Reborn, then Set a second copy. A: the Special Summon gains
    1000; the Set is no Summon: 9000."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.grave(0, GRANADORA)
    table.hand(0, "Monster Reborn", GRANADORA)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    if duel.request.kind == "target":
        s.pick("target", GRANADORA)
    s.pick("option", "Attack Position")
    _resolve(s)
    assert lp(duel) == (9000, 8000)
    s.pick("set", GRANADORA)
    _resolve(s)
    assert lp(duel) == (9000, 8000)


def test_granadora_destroyed_by_battle_costs_its_owner_2000():
    """Q: my opponent's Battle Ox attacks my Set Granadora (DEF 700). A: it is destroyed and sent to
    my GY: I take 2000 damage (no battle damage: it was in Defense Position)."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    gr = table.monster(0, GRANADORA, position="set")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=gr, player=1)
    _resolve(s)
    assert grave(duel, 0) == [GRANADORA]
    assert lp(duel) == (6000, 8000)


def test_granadora_tributed_deals_no_damage():
    """Q: I Tribute Granadora to Tribute Summon Summoned Skull. A: it was not destroyed: no damage."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, GRANADORA)
    table.hand(0, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Summoned Skull")
    s.pick("tribute", GRANADORA)
    _resolve(s)
    assert grave(duel, 0) == [GRANADORA]
    assert lp(duel) == (8000, 8000)


def test_granadora_under_macro_cosmos_is_banished_and_deals_no_damage():
    """Q: with Macro Cosmos face-up, my opponent's Summoned Skull (2500) destroys my Granadora in
    Attack Position. A: it is banished instead of going to the GY: I take the 600 battle damage only."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(0, GRANADORA, position="attack")
    table.monster(1, "Summoned Skull")
    table.spell_trap(1, "Macro Cosmos", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=GRANADORA, player=1)
    _resolve(s)
    assert banished(duel, 0) == [GRANADORA] and grave(duel, 0) == []
    assert lp(duel) == (7400, 8000)


def test_granadora_trap_holed_still_gains_the_1000():
    """Q: I Normal Summon Granadora; its gain is chain link 1 and my opponent chains Trap Hole. A:
    Trap Hole destroys it first: I take 2000; then the gain still resolves: 8000 - 2000 + 1000."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, GRANADORA)
    table.spell_trap(1, "Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", GRANADORA)
    for _ in range(10):
        req = duel.request
        if req.kind == "chain" and req.player == 1 and s.has("activate", "Trap Hole"):
            s.pick("activate", "Trap Hole", player=1)
        elif req.kind == "target":
            s.pick("target", GRANADORA, player=1)
        elif req.kind == "chain":
            s.pick("pass", player=req.player)
        else:
            break
    assert grave(duel, 0) == [GRANADORA] and grave(duel, 1) == ["Trap Hole"]
    assert lp(duel) == (7000, 8000)
