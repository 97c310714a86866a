"""Lady Panther (38480590): in its controller's Main Phase they can Tribute it (the cost) to target a
monster in their GY destroyed by battle this turn; that monster goes on top of their Deck.

Sources, in our words: the card's texts (LON-030, 2004, and today's: an ignition effect, the Tribute
its cost, 1 target in the GY; no ERAS entry); the target must have been destroyed by battle THIS turn
(a monster destroyed by a card effect, or by battle on an earlier turn, is no target: the text's
condition). Necrovalley: it negates an effect that would move a card out of a GY (the Necrovalley
rulings this engine already plays, tests/cards/test_necrovalley_rulings_r40a.py)."""

from duelist.testing.reads import grave, monsters
from duelist.testing.scenario import Script, Table

LP_ = "Lady Panther"


def _battle_lost(necrovalley=False):
    """My Celtic Guardian attacks the opponent's Battle Ox and is destroyed; Main Phase 2."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, LP_)
    guardian = table.monster(0, "Celtic Guardian")
    ox = table.monster(1, "Battle Ox")
    table.deck(0, ["Mystical Elf", "Hitotsu-Me Giant"])
    if necrovalley:
        table.field_spell(1, "Necrovalley")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", guardian, target=ox, request="battle")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    s.pick("end_battle")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert grave(duel, 0) == ["Celtic Guardian"] and duel.request.kind == "idle"
    return duel, s, guardian


def test_lady_panther_returns_the_monster_destroyed_by_battle_to_the_top_of_the_deck():
    """Q: my Celtic Guardian was destroyed by battle this turn; in Main Phase 2 I Tribute Lady Panther
    targeting it. A: Lady Panther is in my GY (the cost), Celtic Guardian is the top card of my Deck."""
    duel, s, guardian = _battle_lost()
    s.pick("activate", LP_)
    assert grave(duel, 0) == ["Celtic Guardian", LP_]
    s.pick("target", "Celtic Guardian")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert grave(duel, 0) == [LP_] and monsters(duel, 0)[0] is None
    # the Deck's top card is the last of the engine's list (the next draw takes it)
    assert [c.name for c in duel.players[0].deck] == ["Hitotsu-Me Giant", "Mystical Elf", "Celtic Guardian"]
    assert guardian.card(duel).location == "deck"


def test_lady_panther_needs_a_monster_destroyed_by_battle_this_turn():
    """Q: my GY holds a monster destroyed by battle on an earlier turn, and one destroyed by a card
    effect this turn (Fissure). Can I activate Lady Panther? A: no: neither is a legal target."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, LP_)
    table.grave(0, "Celtic Guardian")
    table.hand(0, "Fissure")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    assert not s.has("activate", LP_)
    s.pick("activate", "Fissure")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert grave(duel, 1) == ["Battle Ox"] and not s.has("activate", LP_)


def test_lady_panther_only_takes_its_own_controllers_monsters():
    """Q: the opponent's Battle Ox was destroyed by battle this turn; can my Lady Panther put it on
    top of their Deck? A: no: the target is a monster in its controller's own GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, LP_)
    dm = table.monster(0, "Dark Magician")
    ox = table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", dm, target=ox, request="battle")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    s.pick("end_battle")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert grave(duel, 1) == ["Battle Ox"] and duel.request.kind == "idle"
    assert not s.has("activate", LP_)


def test_lady_panther_under_necrovalley_moves_nothing():
    """Q: the opponent has Necrovalley; my Celtic Guardian was destroyed by battle this turn and I
    Tribute Lady Panther targeting it. A: it can be activated (the cost is paid: Lady Panther is in my
    GY), but Necrovalley negates an effect that would move a card out of a GY: Celtic Guardian stays
    in my GY, the log says the effect was negated."""
    duel, s, guardian = _battle_lost(necrovalley=True)
    s.pick("activate", LP_)
    s.pick("target", "Celtic Guardian")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert grave(duel, 0) == ["Celtic Guardian", LP_] and guardian.card(duel).location == "grave"
    assert [(e["name"], e["what"]) for e in duel.log if e["type"] == "negated"] == [(LP_, "effect")]
